import { isoTimestamp, pagination, startingAfterId } from "./common";
import { z } from "./zod";

const name = z.string().trim().min(1).max(100).openapi({ description: "What the books call it", example: "Acme Ltd" });
const address = z.string().min(32).max(44).openapi({
  description: "The wallet it is paid at (base58 public key)",
  example: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
});
const note = z.string().trim().max(500).openapi({ description: "Free text for the team, at most 500 characters" });

export const createCounterpartyBody = z
  .object({ name, address, note: note.optional() })
  .strict()
  .openapi("CreateCounterpartyRequest");

export const updateCounterpartyBody = z
  .object({ name: name.optional(), address: address.optional(), note: note.nullable().optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.address !== undefined || b.note !== undefined, {
    error: "Give at least one of name, address, note",
  })
  .openapi("UpdateCounterpartyRequest");

export const listCounterpartiesQuery = z
  .object({
    limit: pagination.limit,
    startingAfter: startingAfterId("counterpartyId"),
    address: address.optional().openapi({ description: "Only the entry of this address (at most one is live)" }),
  })
  .strict();

export const counterpartySchema = z
  .object({
    counterpartyId: z.string(),
    name: z.string(),
    address: z.string(),
    note: z.string().nullable(),
    activeAt: isoTimestamp.openapi({
      description:
        "From when the entry counts as known (COUNTERPARTY_COOLDOWN_S after it was added or its address changed)",
    }),
    active: z.boolean().openapi({ description: "Whether activeAt has passed" }),
    createdAt: isoTimestamp,
  })
  .openapi("Counterparty");

export const counterpartyListSchema = z
  .object({ counterparties: z.array(counterpartySchema), hasMore: z.boolean() })
  .openapi("CounterpartyList");

export const deletedCounterpartySchema = z
  .object({ counterpartyId: z.string(), deleted: z.literal(true) })
  .openapi("DeletedCounterparty");

export type CounterpartyView = z.infer<typeof counterpartySchema>;
