import type { Db, Tx } from "../../db/client";
import { changeWalletStatus, type TransactionRow, type TransactionStatus } from "../../db/queries/transactions";
import { publishEvents } from "../../outbox/publish";
import { type JobIntent, recordJobs } from "../../outbox/record-job";
import { type LegFollowingStatus, recordStatusChange } from "./record-status-change";

/**
 * Moves a wallet transaction to `to` only from one of `from` (the WHERE clause is the lock), updates its recipient
 * legs, and records the status event in the same database transaction; the event is published after commit. A
 * private transaction moves through its lifecycle instead (private/lifecycle/), which this never touches.
 */
export async function transitionTransaction(
  db: Db,
  transactionId: string,
  from: TransactionStatus[],
  to: LegFollowingStatus,
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
    const row = await changeWalletStatus(tx, transactionId, from, { ...changes, ...stamp, status: to });
    if (!row) return undefined;
    const eventId = await recordStatusChange(tx, row, to);
    return { row, eventId, jobIds: await recordJobs(tx, await jobs(row, tx)) };
  });
  if (!result) return undefined;
  await publishEvents(db, [result.eventId], result.jobIds);
  return result.row;
}
