import { and, asc, count, desc, eq, getTableColumns, isNull, lte, sql } from "drizzle-orm";
import type { SchedulePayment } from "../../contracts/schedules";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { quotes, schedulePayments, scheduleRuns, schedules, transactions } from "../schema";

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleRunRow = typeof scheduleRuns.$inferSelect;
/** A schedule without its recipients: what a list shows (recipientCount and total say their size). */
export type ScheduleHead = Omit<ScheduleRow, "payment"> & { payment: Omit<SchedulePayment, "recipients"> };

const { payment: _payment, ...headColumns } = getTableColumns(schedules);
const head = {
  ...headColumns,
  payment: sql<Omit<SchedulePayment, "recipients">>`${schedules.payment} - 'recipients'`,
};

const live = isNull(schedules.deletedAt);

export async function insertSchedule(tx: Tx, row: typeof schedules.$inferInsert): Promise<ScheduleRow> {
  const [inserted] = await tx.insert(schedules).values(row).returning();
  return inserted!;
}

export async function findLiveSchedule(
  db: DbOrTx,
  accountId: string,
  scheduleId: string,
): Promise<ScheduleRow | undefined> {
  if (!isPlausibleId(scheduleId)) return undefined;
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.accountId, accountId), live))
    .limit(1);
  return row;
}

/** Keeps a payment of the schedule under its payment version (written once per version). */
export async function insertSchedulePayment(tx: DbOrTx, row: typeof schedulePayments.$inferInsert): Promise<void> {
  await tx.insert(schedulePayments).values(row);
}

/** The payment a run was claimed with. */
export async function schedulePaymentOf(
  db: DbOrTx,
  run: Pick<ScheduleRunRow, "scheduleId" | "paymentVersion">,
): Promise<SchedulePayment> {
  const [row] = await db
    .select({ payment: schedulePayments.payment })
    .from(schedulePayments)
    .where(
      and(eq(schedulePayments.scheduleId, run.scheduleId), eq(schedulePayments.paymentVersion, run.paymentVersion)),
    )
    .limit(1);
  return row!.payment;
}

/** The schedule locked for a change (an edit, a claim, a run's last look): one writer at a time. */
export async function lockSchedule(tx: Tx, scheduleId: string): Promise<ScheduleRow | undefined> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, scheduleId)).for("update").limit(1);
  return row;
}

export async function countLiveSchedules(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(schedules)
    .where(and(eq(schedules.accountId, accountId), live));
  return row?.n ?? 0;
}

/** A page of the account's live schedules, oldest first, after the cursor's schedule. */
export async function liveSchedulesPage(
  db: DbOrTx,
  accountId: string,
  page: { limit: number; startingAfter?: string },
): Promise<ScheduleHead[]> {
  const after = page.startingAfter
    ? sql`(${schedules.createdAt}, ${schedules.id}) > (select created_at, id from schedules where id = ${page.startingAfter} and account_id = ${accountId})`
    : undefined;
  return db
    .select(head)
    .from(schedules)
    .where(and(eq(schedules.accountId, accountId), live, after))
    .orderBy(asc(schedules.createdAt), asc(schedules.id))
    .limit(page.limit + 1);
}

export async function updateSchedule(
  tx: Tx,
  scheduleId: string,
  change: Partial<Omit<ScheduleRow, "id" | "accountId" | "createdAt">>,
): Promise<ScheduleHead | undefined> {
  const [row] = await tx.update(schedules).set(change).where(eq(schedules.id, scheduleId)).returning(head);
  return row;
}

/**
 * Schedules whose next due time has come, locked and skipping those another claimer holds: two instances claiming
 * at once take different schedules, never the same due time.
 */
export async function lockDueSchedules(tx: Tx, now: Date, limit: number): Promise<ScheduleHead[]> {
  return tx
    .select(head)
    .from(schedules)
    .where(and(lte(schedules.nextRunAt, now), live))
    .orderBy(asc(schedules.nextRunAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The run of this due time, written once (the primary key); undefined when it exists already. */
export async function insertRunIfAbsent(
  tx: DbOrTx,
  row: typeof scheduleRuns.$inferInsert,
): Promise<ScheduleRunRow | undefined> {
  const [inserted] = await tx.insert(scheduleRuns).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findRun(db: DbOrTx, scheduleId: string, dueAt: Date): Promise<ScheduleRunRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.scheduleId, scheduleId), eq(scheduleRuns.dueAt, dueAt)))
    .limit(1);
  return row;
}

/** The run's quote, chosen once: a retry whose first try chose one already gets that one back. */
export async function chooseRunQuote(db: DbOrTx, run: ScheduleRunRow, quoteId: string): Promise<string> {
  const [row] = await db
    .update(scheduleRuns)
    .set({ quoteId })
    .where(
      and(
        eq(scheduleRuns.scheduleId, run.scheduleId),
        eq(scheduleRuns.dueAt, run.dueAt),
        run.quoteId ? eq(scheduleRuns.quoteId, run.quoteId) : isNull(scheduleRuns.quoteId),
      ),
    )
    .returning({ quoteId: scheduleRuns.quoteId });
  if (row?.quoteId) return row.quoteId;
  const current = await findRun(db, run.scheduleId, run.dueAt);
  return current!.quoteId!;
}

/** The run's end, written once: only a run still `due` takes it. */
export async function endRun(
  db: DbOrTx,
  run: Pick<ScheduleRunRow, "scheduleId" | "dueAt">,
  end: Pick<ScheduleRunRow, "outcome" | "transactionId" | "error">,
  now: Date,
): Promise<ScheduleRunRow | undefined> {
  const [row] = await db
    .update(scheduleRuns)
    .set({ ...end, ranAt: now })
    .where(
      and(
        eq(scheduleRuns.scheduleId, run.scheduleId),
        eq(scheduleRuns.dueAt, run.dueAt),
        eq(scheduleRuns.outcome, "due"),
      ),
    )
    .returning();
  return row;
}

const { maker: _runMaker, quoteId: _runQuote, ...shownRunColumns } = getTableColumns(scheduleRuns);
/** A run as a schedule's page shows it. */
export type ShownRun = Omit<ScheduleRunRow, "maker" | "quoteId">;

/** A schedule's latest runs, newest first. */
export async function latestRuns(db: DbOrTx, scheduleId: string, limit: number): Promise<ShownRun[]> {
  return db
    .select(shownRunColumns)
    .from(scheduleRuns)
    .where(eq(scheduleRuns.scheduleId, scheduleId))
    .orderBy(desc(scheduleRuns.dueAt))
    .limit(limit);
}

/** The schedule by id, deleted or not: a run claimed before a delete still reads it. */
export async function findScheduleById(db: DbOrTx, scheduleId: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, scheduleId)).limit(1);
  return row;
}

/** The transaction a quote backs (at most one: transactions.quote_id is unique). */
export async function transactionOfQuote(
  db: DbOrTx,
  quoteId: string,
): Promise<Pick<typeof transactions.$inferSelect, "id" | "status" | "stage"> | undefined> {
  const [row] = await db
    .select({ id: transactions.id, status: transactions.status, stage: transactions.stage })
    .from(transactions)
    .where(eq(transactions.quoteId, quoteId))
    .limit(1);
  return row;
}

export async function markScheduledTransaction(db: DbOrTx, transactionId: string, scheduleId: string): Promise<void> {
  await db.update(transactions).set({ scheduleId }).where(eq(transactions.id, transactionId));
}

/** Runs claimed a while ago and not ended (their job's retries ran out: the ledger or the database was down). */
export async function stalledRuns(db: DbOrTx, claimedBefore: Date, limit: number) {
  return db
    .select({ scheduleId: scheduleRuns.scheduleId, dueAt: scheduleRuns.dueAt })
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.outcome, "due"), lte(scheduleRuns.createdAt, claimedBefore)))
    .orderBy(asc(scheduleRuns.createdAt))
    .limit(limit);
}

/** A quote's use and expiry, its row locked until the caller's transaction ends (waiting for a consumer's commit). */
export async function lockQuoteUse(tx: Tx, accountId: string, quoteId: string) {
  const [row] = await tx
    .select({ usedAt: quotes.usedAt, expiresAt: quotes.expiresAt })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.accountId, accountId)))
    .for("update")
    .limit(1);
  return row;
}
