import { and, desc, eq, inArray, isNull, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { AssetSymbol } from "../../assets";
import { accountBooks, type BalanceBook } from "../../contracts/private-balance-books";
import { endedLegStatuses, stage } from "../../contracts/private-lifecycle";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { privateBalanceEntries, privateBalanceLocks, transactionRecipients, transactions } from "../schema";

export type BalanceEntryRow = typeof privateBalanceEntries.$inferSelect;
export type NewBalanceEntry = typeof privateBalanceEntries.$inferInsert;

/**
 * Takes the lock of one account's balance in one asset until the caller's transaction ends: the row is created the
 * first time, then locked FOR UPDATE, so every movement of that balance waits for the one before it to commit.
 */
export async function lockBalance(tx: Tx, accountId: string, asset: AssetSymbol): Promise<void> {
  await tx.insert(privateBalanceLocks).values({ accountId, asset }).onConflictDoNothing();
  await tx
    .select({ accountId: privateBalanceLocks.accountId })
    .from(privateBalanceLocks)
    .where(and(eq(privateBalanceLocks.accountId, accountId), eq(privateBalanceLocks.asset, asset)))
    .for("update");
}

/** One account's book in one asset: the sum of its entries. */
export async function bookBalance(
  db: DbOrTx,
  accountId: string,
  book: BalanceBook,
  asset: AssetSymbol,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${privateBalanceEntries.amount}), 0)` })
    .from(privateBalanceEntries)
    .where(
      and(
        eq(privateBalanceEntries.accountId, accountId),
        eq(privateBalanceEntries.book, book),
        eq(privateBalanceEntries.asset, asset),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/** Whether a movement was written already (its key names its entries). */
export async function movementWritten(db: DbOrTx, movementKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: privateBalanceEntries.id })
    .from(privateBalanceEntries)
    .where(eq(privateBalanceEntries.movementKey, movementKey))
    .limit(1);
  return row !== undefined;
}

export async function insertBalanceEntries(tx: Tx, rows: NewBalanceEntry[]): Promise<void> {
  await tx.insert(privateBalanceEntries).values(rows);
}

/** Every account book of one account, summed per asset and book. */
export async function accountBookTotals(db: DbOrTx, accountId: string) {
  const rows = await db
    .select({
      asset: privateBalanceEntries.asset,
      book: privateBalanceEntries.book,
      total: sql<string>`coalesce(sum(${privateBalanceEntries.amount}), 0)`,
    })
    .from(privateBalanceEntries)
    .where(and(eq(privateBalanceEntries.accountId, accountId), inArray(privateBalanceEntries.book, [...accountBooks])))
    .groupBy(privateBalanceEntries.asset, privateBalanceEntries.book);
  return rows.map((r) => ({ asset: r.asset, book: r.book, total: BigInt(r.total) }));
}

/** Every book of the ledger summed per asset, over all accounts: what the pool must hold (npm run accounting). */
export async function ledgerBookTotals(db: DbOrTx) {
  const rows = await db
    .select({
      asset: privateBalanceEntries.asset,
      book: privateBalanceEntries.book,
      total: sql<string>`coalesce(sum(${privateBalanceEntries.amount}), 0)`,
    })
    .from(privateBalanceEntries)
    .groupBy(privateBalanceEntries.asset, privateBalanceEntries.book);
  return rows.map((r) => ({ asset: r.asset, book: r.book, total: BigInt(r.total) }));
}

/** An entry of this account's available book, or undefined. */
export async function findBalanceEntry(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<BalanceEntryRow | undefined> {
  if (!isPlausibleId(id)) return undefined;
  const [row] = await db
    .select()
    .from(privateBalanceEntries)
    .where(
      and(
        eq(privateBalanceEntries.id, id),
        eq(privateBalanceEntries.accountId, accountId),
        eq(privateBalanceEntries.book, "available"),
      ),
    );
  return row;
}

/** The entries of an account's available book, newest first, after a cursor entry; one more than `limit`. */
export async function listBalanceEntries(
  db: DbOrTx,
  accountId: string,
  filter: { limit: number; after?: BalanceEntryRow },
): Promise<BalanceEntryRow[]> {
  const conditions: SQL[] = [
    eq(privateBalanceEntries.accountId, accountId),
    eq(privateBalanceEntries.book, "available"),
  ];
  if (filter.after) {
    conditions.push(lt(privateBalanceEntries.seq, filter.after.seq));
  }
  return db
    .select()
    .from(privateBalanceEntries)
    .where(and(...conditions))
    .orderBy(desc(privateBalanceEntries.seq))
    .limit(filter.limit + 1);
}

/** The entries a transaction's movements wrote, oldest first. */
export async function entriesOfTransaction(db: DbOrTx, transactionId: string): Promise<BalanceEntryRow[]> {
  return db
    .select()
    .from(privateBalanceEntries)
    .where(eq(privateBalanceEntries.transactionId, transactionId))
    .orderBy(privateBalanceEntries.seq);
}

/**
 * What legs of balance-funded payments still paying out have already been paid, per asset: their payout left the
 * pool, and `in_flight` gives it up when the payment completes (a moment later).
 */
export async function paidLegsInFlight(db: DbOrTx) {
  const rows = await db
    .select({
      asset: transactions.outputAsset,
      total: sql<string>`coalesce(sum(${transactionRecipients.amount}), 0)`,
    })
    .from(transactionRecipients)
    .innerJoin(transactions, eq(transactions.id, transactionRecipients.transactionId))
    .where(
      and(
        eq(transactions.source, "private_balance"),
        eq(transactions.stage, "paying_out"),
        eq(transactionRecipients.status, "completed"),
      ),
    )
    .groupBy(transactions.outputAsset);
  return rows.map((r) => ({ asset: r.asset, total: BigInt(r.total) }));
}

/**
 * What the pool still owes the recipients of deposit-funded payments, per asset: legs of transactions swept and
 * paying out (their deposit is in the pool) that are neither paid nor refused yet. The pool holds this for them, not
 * for any private balance.
 */
export async function depositLegsOwed(db: DbOrTx) {
  const rows = await db
    .select({
      asset: transactions.outputAsset,
      total: sql<string>`coalesce(sum(${transactionRecipients.amount}), 0)`,
    })
    .from(transactionRecipients)
    .innerJoin(transactions, eq(transactions.id, transactionRecipients.transactionId))
    .where(
      and(
        isNull(transactions.source),
        eq(transactions.stage, stage.payingOut),
        notInArray(transactionRecipients.status, [...endedLegStatuses]),
      ),
    )
    .groupBy(transactions.outputAsset);
  return rows.map((r) => ({ asset: r.asset, total: BigInt(r.total) }));
}
