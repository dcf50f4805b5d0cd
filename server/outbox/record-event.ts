import type { DbOrTx } from "../db/client";
import { events } from "../db/schema";
import { newId } from "../ids";

export type TransactionEventType =
  | "transaction.pending"
  | "transaction.processing"
  | "transaction.confirmed"
  | "transaction.completed"
  | "transaction.failed"
  | "transaction.cancelled"
  | "webhook.test";

/**
 * Writes an event to the outbox. Call it inside the database transaction that changes the status, so the event
 * exists exactly when the change does; publishing happens after commit, and a sweep resends what a crash left.
 */
export async function recordEvent(
  tx: DbOrTx,
  event: { accountId: string; type: TransactionEventType; transactionId?: string; data: Record<string, unknown> },
): Promise<string> {
  const id = newId("event");
  await tx.insert(events).values({ id, ...event });
  return id;
}
