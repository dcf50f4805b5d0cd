import { and, asc, eq, getTableColumns, gt, lt, type SQL, sql } from "drizzle-orm";
import {
  allows,
  type DepositAccountState,
  depositAccountState,
  depositAccountTransitions,
} from "../../contracts/private-lifecycle";
import type { DbOrTx } from "../client";
import { depositAccounts, transactions } from "../schema";
import { awaitsDeposit } from "./private-transactions";
import type { TransactionRow } from "./transactions";

export type DepositAccountRow = typeof depositAccounts.$inferSelect;

export async function insertDepositAccounts(db: DbOrTx, rows: (typeof depositAccounts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(depositAccounts).values(rows).onConflictDoNothing();
}

/** What the deposit watcher needs of an account's transaction. */
export type WatchedTransaction = Pick<
  TransactionRow,
  "id" | "status" | "stage" | "depositAmount" | "depositDetectedAt" | "depositDeadline"
>;

export type WatchedDeposit = { account: DepositAccountRow; transaction: WatchedTransaction };

/** Accounts still watched, each with the few columns of its transaction the watcher needs. */
function watched(db: DbOrTx, now: Date, condition: SQL | undefined) {
  return db
    .select({
      account: getTableColumns(depositAccounts),
      transaction: {
        id: transactions.id,
        status: transactions.status,
        stage: transactions.stage,
        depositAmount: transactions.depositAmount,
        depositDetectedAt: transactions.depositDetectedAt,
        depositDeadline: transactions.depositDeadline,
      },
    })
    .from(depositAccounts)
    .innerJoin(transactions, eq(transactions.id, depositAccounts.transactionId))
    .where(
      and(eq(depositAccounts.state, depositAccountState.watching), gt(depositAccounts.watchUntil, now), condition),
    );
}

/** An account a deposit is awaited in: its transaction's expected asset, the transaction still awaiting it. */
const openDeposit = and(eq(depositAccounts.expected, true), awaitsDeposit)!;

/**
 * The accounts deposits are awaited in, soonest to expire first: filtered in SQL before the limit, so however
 * many ended transactions are still watched for late payments, they never take an open deposit's place. Driven by
 * the partial index on processing transactions' stage (transactions_processing_stage_idx), so the ended ones are
 * not even scanned.
 */
export async function openDeposits(db: DbOrTx, now: Date, limit: number): Promise<WatchedDeposit[]> {
  return watched(db, now, openDeposit).orderBy(depositAccounts.watchUntil).limit(limit);
}

/**
 * The other watched accounts, where nothing is expected now and only a late, second or wrong-asset payment can
 * come (to be refunded): at most `limit`, in address order after `after` (the watcher's rotating cursor, by the
 * primary key), so a bounded pass per round reaches every one of them in turn.
 */
export async function lateDeposits(db: DbOrTx, now: Date, after: string, limit: number): Promise<WatchedDeposit[]> {
  return watched(db, now, and(gt(depositAccounts.address, after), sql`not coalesce(${openDeposit}, false)`))
    .orderBy(depositAccounts.address)
    .limit(limit);
}

export async function depositAccountsOfTransaction(db: DbOrTx, transactionId: string): Promise<DepositAccountRow[]> {
  return db.select().from(depositAccounts).where(eq(depositAccounts.transactionId, transactionId));
}

export async function recordSeenBalance(db: DbOrTx, address: string, seenBalance: bigint): Promise<void> {
  await db
    .update(depositAccounts)
    .set({ seenBalance, updatedAt: new Date() })
    .where(eq(depositAccounts.address, address));
}

/**
 * The one write of a deposit account's state, made only by services/transactions/private/lifecycle/: moves it from
 * `from` to `to` if the table allows it (contracts/private-lifecycle.ts) and it is still in `from`, and, leaving a
 * refund, only while refund number `refund` is still its own (a stale run of an earlier refund never turns a later
 * one back). Returns the row (with `refunds` counted up when it enters refunding), or undefined when nothing changed.
 */
export async function changeDepositAccountState(
  db: DbOrTx,
  address: string,
  from: DepositAccountState,
  to: DepositAccountState,
  refund?: number,
): Promise<DepositAccountRow | undefined> {
  if (!allows(depositAccountTransitions, from, to)) return undefined;
  const entersRefund = to === depositAccountState.refunding;
  const [row] = await db
    .update(depositAccounts)
    .set({
      state: to,
      ...(entersRefund && { refunds: sql`${depositAccounts.refunds} + 1` }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(depositAccounts.address, address),
        eq(depositAccounts.state, from),
        refund === undefined ? undefined : eq(depositAccounts.refunds, refund),
      ),
    )
    .returning();
  return row;
}

export async function findDepositAccount(db: DbOrTx, address: string): Promise<DepositAccountRow | undefined> {
  const [row] = await db.select().from(depositAccounts).where(eq(depositAccounts.address, address)).limit(1);
  return row;
}

/** Accounts whose refund started before `before` and has not finished: its run died, or gave up. */
export async function stalledRefunds(db: DbOrTx, before: Date, limit: number): Promise<DepositAccountRow[]> {
  return db
    .select()
    .from(depositAccounts)
    .where(and(eq(depositAccounts.state, depositAccountState.refunding), lt(depositAccounts.updatedAt, before)))
    .limit(limit);
}

/** Deposit accounts waiting for an operator, oldest first (at most `limit`). */
export async function unresolvedDepositAccounts(db: DbOrTx, limit: number): Promise<DepositAccountRow[]> {
  return db
    .select()
    .from(depositAccounts)
    .where(eq(depositAccounts.state, depositAccountState.unresolved))
    .orderBy(asc(depositAccounts.updatedAt))
    .limit(limit);
}
