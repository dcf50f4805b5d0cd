import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import {
  counterpartyListSchema,
  counterpartySchema,
  createCounterpartyBody,
  deletedCounterpartySchema,
  listCounterpartiesQuery,
  updateCounterpartyBody,
} from "./counterparties";
import { json, registerOperation } from "./openapi-paths";

const counterpartyId = idParam("counterpartyId", "cpy_4Zk9");

/** The address book: the account's known payees, each trusted only after a cooldown. */
export function registerCounterpartyOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/counterparties",
    operationId: "addCounterparty",
    tag: "Address book",
    summary: "Add a counterparty",
    description:
      "Adds a named address to the account's address book. It is active (counts as known) from `activeAt`, COUNTERPARTY_COOLDOWN_S after it was added (a day by default); its adding and its activation are audited. An address already in the book is `409 COUNTERPARTY_ADDRESS_TAKEN`.",
    permission: "write",
    idempotent: true,
    request: { body: json(createCounterpartyBody) },
    success: { status: 201, description: "The new entry, cooling down", schema: counterpartySchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "COUNTERPARTY_ADDRESS_TAKEN",
      "TOO_MANY_COUNTERPARTIES",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/counterparties",
    operationId: "listCounterparties",
    tag: "Address book",
    summary: "List counterparties",
    description:
      "The address book, oldest first; pass the last counterpartyId as startingAfter for the next page, or `address` for the entry of one address (an empty list when it has none).",
    permission: "read",
    request: { query: listCounterpartiesQuery },
    success: { status: 200, description: "A page of the address book", schema: counterpartyListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "patch",
    path: "/v1/counterparties/{counterpartyId}",
    operationId: "updateCounterparty",
    tag: "Address book",
    summary: "Change a counterparty",
    description:
      "A new name or note counts at once; a new address is a new payee, so the entry waits the whole cooldown again (a new `activeAt`). `note: null` clears the note.",
    permission: "write",
    request: { params: counterpartyId, body: json(updateCounterpartyBody) },
    success: { status: 200, description: "The entry as changed", schema: counterpartySchema },
    errors: ["INVALID_REQUEST", "INVALID_ADDRESS", "COUNTERPARTY_NOT_FOUND", "COUNTERPARTY_ADDRESS_TAKEN"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/counterparties/{counterpartyId}",
    operationId: "deleteCounterparty",
    tag: "Address book",
    summary: "Delete a counterparty",
    description: "Removes the entry; adding its address again starts a new cooldown.",
    permission: "write",
    idempotent: true,
    request: { params: counterpartyId },
    success: { status: 200, description: "Deleted", schema: deletedCounterpartySchema },
    errors: ["COUNTERPARTY_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });
}
