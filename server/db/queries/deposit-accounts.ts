import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { depositAccounts } from "../schema";

export type DepositAccountRow = typeof depositAccounts.$inferSelect;

export async function insertDepositAccounts(db: DbOrTx, rows: (typeof depositAccounts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(depositAccounts).values(rows).onConflictDoNothing();
}

/** Accounts still watched (not past their window), in the given states. */
export async function watchedAccounts(
  db: DbOrTx,
  states: DepositAccountRow["state"][],
  now: Date,
  limit: number,
): Promise<DepositAccountRow[]> {
  return db
    .select()
    .from(depositAccounts)
    .where(and(inArray(depositAccounts.state, states), gt(depositAccounts.watchUntil, now)))
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
