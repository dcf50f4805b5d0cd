import type { WebhookEventName } from "../contracts/webhooks";
import type { DbOrTx } from "../db/client";
import { insertEvent } from "../db/queries/events";
import { newId } from "../ids";

/** The events a webhook can subscribe to (listed once, in the contract), and the test event sent on request. */
export type TransactionEventType = WebhookEventName | "webhook.test";

/**
 * Writes an event to the outbox. Call it inside the database transaction that changes the status, so the event
 * exists exactly when the change does; publishing happens after commit, and a sweep resends what a crash left.
 */
export async function recordEvent(
  tx: DbOrTx,
  event: { accountId: string; type: TransactionEventType; transactionId?: string; data: Record<string, unknown> },
): Promise<string> {
  const id = newId("event");
  await insertEvent(tx, { id, ...event });
  return id;
}
