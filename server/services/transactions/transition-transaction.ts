import type { Db, Tx } from "../../db/client";
import {
  changeTransactionStatus,
  type TransactionRow,
  type TransactionStatus,
  updateRecipientsOf,
} from "../../db/queries/transactions";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";
import { type JobIntent, recordJobs } from "../../outbox/record-job";
import { transactionSummary } from "./transaction-view";

type Target = Extract<TransactionStatus, "confirmed" | "completed" | "failed">;
const legStatus = { confirmed: "confirmed", completed: "completed", failed: "failed" } as const;

/**
 * Moves a transaction to `to` only from one of `from` (the WHERE clause is the lock), updates its recipient legs,
 * and records the status event in the same database transaction; the event is published after commit.
 */
export async function transitionTransaction(
  db: Db,
  transactionId: string,
  from: TransactionStatus[],
  to: Target,
  changes: Partial<TransactionRow> = {},
  /**
   * Background work the change calls for, recorded with it and published after commit; `tx` lets it change more
   * rows in the same database transaction.
   */
  jobs: (row: TransactionRow, tx: Tx) => JobIntent[] | Promise<JobIntent[]> = () => [],
): Promise<TransactionRow | undefined> {
  const now = new Date();
  const stamp = { confirmed: { confirmedAt: now }, completed: { completedAt: now }, failed: { failedAt: now } }[to];
  const result = await db.transaction(async (tx) => {
    const row = await changeTransactionStatus(tx, transactionId, from, {
      ...changes,
      ...stamp,
      status: to,
      stage: to,
    });
    if (!row) return undefined;
    // Wallet legs share the transaction's one signature; private legs keep the signature of their own payout.
    await updateRecipientsOf(tx, transactionId, {
      status: legStatus[to],
      ...(row.signature !== null && { signature: row.signature }),
    });
    const eventId = await recordEvent(tx, {
      accountId: row.accountId,
      type: `transaction.${to}`,
      transactionId,
      data: {
        ...transactionSummary(row),
        ...(row.blockTime !== null && { blockTime: row.blockTime }),
        ...(row.failure && { failure: row.failure }),
      },
    });
    return { row, eventId, jobIds: await recordJobs(tx, await jobs(row, tx)) };
  });
  if (!result) return undefined;
  await publishEvents(db, [result.eventId], result.jobIds);
  return result.row;
}
