import { and, asc, eq, getTableColumns, gt, lt, type SQL, sql } from "drizzle-orm";
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
    .where(and(eq(depositAccounts.state, "watching"), gt(depositAccounts.watchUntil, now), condition));
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
 * Moves an account from one state to another, only if it is still in `from`; returns the row (with `refunds`
 * counted up when it enters refunding), or undefined when another round got there first.
 */
export async function changeDepositAccountState(
  db: DbOrTx,
  address: string,
  from: DepositAccountRow["state"],
  to: DepositAccountRow["state"],
): Promise<DepositAccountRow | undefined> {
  const [current] = await db.select().from(depositAccounts).where(eq(depositAccounts.address, address)).limit(1);
  if (!current || current.state !== from) return undefined;
  const [row] = await db
    .update(depositAccounts)
    .set({ state: to, refunds: to === "refunding" ? current.refunds + 1 : current.refunds, updatedAt: new Date() })
    .where(and(eq(depositAccounts.address, address), eq(depositAccounts.state, from)))
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
    .where(and(eq(depositAccounts.state, "refunding"), lt(depositAccounts.updatedAt, before)))
    .limit(limit);
}

/** Refund number `refund` leaves its account in `next`; only while that refund is still the account's. */
async function leaveRefund(
  db: DbOrTx,
  address: string,
  refund: number,
  next: "watching" | "unresolved",
): Promise<DepositAccountRow | undefined> {
  const [row] = await db
    .update(depositAccounts)
    .set({ state: next, updatedAt: new Date() })
    .where(
      and(
        eq(depositAccounts.address, address),
        eq(depositAccounts.state, "refunding"),
        eq(depositAccounts.refunds, refund),
      ),
    )
    .returning();
  return row;
}

/**
 * Refund number `refund` is over: the account is watched again. Only that refund's run ends it, so a stale run of
 * an earlier refund never turns a later one back to watching; undefined when the account has moved on.
 */
export async function endRefund(db: DbOrTx, address: string, refund: number): Promise<DepositAccountRow | undefined> {
  return leaveRefund(db, address, refund, "watching");
}

/** Refund number `refund` cannot tell who paid what: the account waits for an operator, out of every loop. */
export async function markDepositUnresolved(
  db: DbOrTx,
  address: string,
  refund: number,
): Promise<DepositAccountRow | undefined> {
  return leaveRefund(db, address, refund, "unresolved");
}

/** Deposit accounts waiting for an operator, oldest first (at most `limit`). */
export async function unresolvedDepositAccounts(db: DbOrTx, limit: number): Promise<DepositAccountRow[]> {
  return db
    .select()
    .from(depositAccounts)
    .where(eq(depositAccounts.state, "unresolved"))
    .orderBy(asc(depositAccounts.updatedAt))
    .limit(limit);
}
