import { allows, type Stage, stageTransitions, statusOfStage } from "../../../../contracts/private-lifecycle";
import type { Db, Tx } from "../../../../db/client";
import { changeStage } from "../../../../db/queries/private-transactions";
import type { TransactionChanges, TransactionRow } from "../../../../db/queries/transactions";
import { publishEvents } from "../../../../outbox/publish";
import { recordEvent } from "../../../../outbox/record-event";
import { type JobIntent, recordJobs } from "../../../../outbox/record-job";
import { legsFollow, recordStatusChange } from "../../record-status-change";
import { transactionSummary } from "../../transaction-view";

/** What a move changes beside the stage, and the background work it calls for, recorded with it. */
export type StageMove = {
  changes?: TransactionChanges;
  /** The deposit was seen then, unless seen before. */
  detectedAt?: Date;
  jobs?: (row: TransactionRow, tx: Tx) => JobIntent[] | Promise<JobIntent[]>;
};

export type Moved = { row: TransactionRow; eventIds: string[]; jobIds: string[] };

/**
 * The event an ended stage records (an in-flight stage records none: the status did not change). An attempt that
 * ends (expired, cancelled, refused) records none either: it never was one of the account's transactions
 * (schema/transactions.ts), and the payment request's own events tell its story.
 */
export async function recordEnd(tx: Tx, row: TransactionRow, to: Stage): Promise<string[]> {
  const status = statusOfStage(to);
  if (status === "processing" || status === "pending") return [];
  if (row.attempt) {
    if (status !== "cancelled") await legsFollow(tx, row, status);
    return [];
  }
  if (status !== "cancelled") return [await recordStatusChange(tx, row, status)];
  const data = { ...transactionSummary(row), cancelledAt: row.cancelledAt?.toISOString() };
  return [
    await recordEvent(tx, { accountId: row.accountId, type: "transaction.cancelled", transactionId: row.id, data }),
  ];
}

/** When it ended, for an ended stage. */
function stamp(to: Stage, now: Date): TransactionChanges {
  const status = statusOfStage(to);
  if (status === "completed") return { completedAt: now };
  if (status === "failed") return { failedAt: now };
  return status === "cancelled" ? { cancelledAt: now } : {};
}

/**
 * The guarded update every stage change of a private transaction is: from one of `from` to `to`, only the pairs the
 * table allows (contracts/private-lifecycle.ts; a pair it does not is refused and changes nothing), only while the
 * row is still at one of them (the WHERE is the lock), with the status the stage means, its event and `move`'s jobs
 * in the caller's database transaction. Undefined when nothing moved.
 */
export async function moveStageIn(
  tx: Tx,
  transactionId: string,
  from: readonly Stage[],
  to: Stage,
  move: StageMove = {},
): Promise<Moved | undefined> {
  const allowed = from.filter((f) => allows(stageTransitions, f, to));
  const changes = { ...stamp(to, new Date()), ...move.changes };
  const row = await changeStage(tx, transactionId, allowed, to, changes, move.detectedAt);
  if (!row) return undefined;
  const eventIds = await recordEnd(tx, row, to);
  const jobIds = await recordJobs(tx, (await move.jobs?.(row, tx)) ?? []);
  return { row, eventIds, jobIds };
}

/** moveStageIn in a database transaction of its own, its event and jobs published after commit. */
export async function moveStage(
  db: Db,
  transactionId: string,
  from: readonly Stage[],
  to: Stage,
  move: StageMove = {},
): Promise<TransactionRow | undefined> {
  const moved = await db.transaction((tx) => moveStageIn(tx, transactionId, from, to, move));
  if (!moved) return undefined;
  await publishEvents(db, moved.eventIds, moved.jobIds);
  return moved.row;
}
