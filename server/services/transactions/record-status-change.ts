import type { Tx } from "../../db/client";
import { type TransactionRow, updateRecipientsOf } from "../../db/queries/transactions";
import { recordEvent } from "../../outbox/record-event";
import { transactionSummary } from "./transaction-view";

/** A transaction's status change that its legs follow, and that has an event of its own. */
export type LegFollowingStatus = "confirmed" | "completed" | "failed";

/**
 * What follows a status change in its database transaction: the legs not ended take the status (wallet legs share
 * the transaction's one signature; private legs keep the signature of their own payout), and the status event is
 * recorded, to be published after commit. Returns the event's id.
 */
export async function recordStatusChange(tx: Tx, row: TransactionRow, to: LegFollowingStatus): Promise<string> {
  await legsFollow(tx, row, to);
  return recordEvent(tx, {
    accountId: row.accountId,
    type: `transaction.${to}`,
    transactionId: row.id,
    data: {
      ...transactionSummary(row),
      ...(row.blockTime !== null && { blockTime: row.blockTime }),
      ...(row.failure && { failure: row.failure }),
      ...(row.privacyReceipt && { privacy: row.privacyReceipt }),
    },
  });
}

/** The legs not ended take the transaction's new status (an attempt's too, which records no event). */
export async function legsFollow(tx: Tx, row: TransactionRow, to: LegFollowingStatus): Promise<void> {
  await updateRecipientsOf(tx, row.id, {
    status: to,
    ...(row.signature !== null && { signature: row.signature }),
  });
}

/** A transaction's first status event: where it starts, pending (wallet) or processing. */
export async function recordFirstEvent(tx: Tx, row: TransactionRow): Promise<string> {
  return recordEvent(tx, {
    accountId: row.accountId,
    type: row.status === "pending" ? "transaction.pending" : "transaction.processing",
    transactionId: row.id,
    data: transactionSummary(row),
  });
}
