import { boundedInstant, isoTimestamp } from "./common";
import { z } from "./zod";

const instant = (description: string) => boundedInstant(description).optional();

export const listAuditEventsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50).openapi({ description: "Page size, 1 to 100" }),
    startingAfter: z.string().min(1).max(64).optional().openapi({
      description: "Cursor: the auditEventId of the last item of the previous page; the page continues after it",
      example: "aud_7Hq2",
    }),
    actor: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .optional()
      .openapi({ description: "Only this actor: a key id, a member id or a wallet address, exactly" }),
    action: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z_]+(\.[a-z_]+)?$/)
      .optional()
      .openapi({ description: "Only this action (`api_key.created`), or every action on an object type (`api_key`)" }),
    object: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: "Only events about this object id (a key, webhook, transaction or account id)" }),
    since: instant("At or after this instant"),
    until: instant("Before this instant"),
  })
  .strict()
  .refine((q) => !q.since || !q.until || Date.parse(q.since) < Date.parse(q.until), {
    message: "since must be before until",
    path: ["until"],
  });

export const auditEventSchema = z
  .object({
    auditEventId: z.string(),
    actor: z.object({
      type: z.enum(["api_key", "member", "public_payer", "system"]).openapi({
        description:
          "A key, a member, a public payer: whoever holds a payment request's link (its id is the wallet it pays from, or anonymous; clientAddress says where it called from), or the system in background work (its id names the work, e.g. payment_request.settle)",
      }),
      id: z.string(),
      label: z.string().openapi({
        description: "The key's name or the member's wallet address, as it was then; public payer <wallet> for a payer",
      }),
    }),
    action: z.string().openapi({ example: "webhook.created" }),
    object: z.object({ type: z.string(), id: z.string() }).nullable(),
    requestId: z.string().nullable(),
    clientAddress: z.string().nullable(),
    outcome: z.enum(["succeeded", "failed"]),
    details: z.record(z.string(), z.unknown()),
    createdAt: isoTimestamp,
  })
  .openapi("AuditEvent");

export const auditEventListSchema = z
  .object({ auditEvents: z.array(auditEventSchema), hasMore: z.boolean() })
  .openapi("AuditEventList");

export type AuditEventView = z.infer<typeof auditEventSchema>;
