import { and, asc, count, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { counterparties } from "../schema";

export type CounterpartyRow = typeof counterparties.$inferSelect;

const live = isNull(counterparties.deletedAt);

export async function insertCounterparty(tx: Tx, row: typeof counterparties.$inferInsert): Promise<CounterpartyRow> {
  const [inserted] = await tx.insert(counterparties).values(row).returning();
  return inserted!;
}

export async function findLiveCounterparty(
  db: DbOrTx,
  accountId: string,
  counterpartyId: string,
): Promise<CounterpartyRow | undefined> {
  if (!isPlausibleId(counterpartyId)) return undefined;
  const [row] = await db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.id, counterpartyId), eq(counterparties.accountId, accountId), live))
    .limit(1);
  return row;
}

export async function countLiveCounterparties(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(counterparties)
    .where(and(eq(counterparties.accountId, accountId), live));
  return row?.n ?? 0;
}

/**
 * Oldest first, by (created, id); after the entry `afterId` when given. One more than `limit` tells whether more
 * follow. The cursor's time is read in SQL: a JS Date would drop the column's microseconds.
 */
export async function listLiveCounterparties(
  db: DbOrTx,
  accountId: string,
  page: { limit: number; afterId?: string; address?: string },
): Promise<CounterpartyRow[]> {
  const cursor = page.afterId
    ? sql`(${counterparties.createdAt}, ${counterparties.id}) > (select c.created_at, c.id from ${counterparties} c where c.id = ${page.afterId})`
    : undefined;
  return db
    .select()
    .from(counterparties)
    .where(
      and(
        eq(counterparties.accountId, accountId),
        live,
        cursor,
        page.address === undefined ? undefined : eq(counterparties.address, page.address),
      ),
    )
    .orderBy(asc(counterparties.createdAt), asc(counterparties.id))
    .limit(page.limit + 1);
}

/** The account's live entries of these addresses (active or still cooling down): the caller tells which. */
export async function counterpartiesOfAddresses(
  db: DbOrTx,
  accountId: string,
  addresses: string[],
): Promise<CounterpartyRow[]> {
  if (addresses.length === 0) return [];
  return db
    .select()
    .from(counterparties)
    .where(and(eq(counterparties.accountId, accountId), live, inArray(counterparties.address, addresses)));
}

export async function updateCounterparty(
  tx: Tx,
  counterpartyId: string,
  change: Partial<Pick<CounterpartyRow, "name" | "address" | "note" | "activeAt" | "activatedAt">>,
  now: Date,
): Promise<CounterpartyRow | undefined> {
  const [row] = await tx
    .update(counterparties)
    .set({ ...change, updatedAt: now })
    .where(and(eq(counterparties.id, counterpartyId), live))
    .returning();
  return row;
}

export async function deleteCounterparty(
  tx: Tx,
  accountId: string,
  counterpartyId: string,
  now: Date,
): Promise<CounterpartyRow | undefined> {
  if (!isPlausibleId(counterpartyId)) return undefined;
  const [row] = await tx
    .update(counterparties)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(counterparties.id, counterpartyId), eq(counterparties.accountId, accountId), live))
    .returning();
  return row;
}

/**
 * Marks a live entry activated once its cooldown `activeAt` passed, unless its address changed meanwhile (a new
 * `activeAt`) or it was marked already: the WHERE clause makes the activation's audit event a one-time thing.
 */
export async function markCounterpartyActivated(
  tx: Tx,
  counterpartyId: string,
  activeAt: Date,
  now: Date,
): Promise<CounterpartyRow | undefined> {
  const [row] = await tx
    .update(counterparties)
    .set({ activatedAt: now })
    .where(
      and(
        eq(counterparties.id, counterpartyId),
        live,
        isNull(counterparties.activatedAt),
        eq(counterparties.activeAt, activeAt),
        lte(counterparties.activeAt, now),
      ),
    )
    .returning();
  return row;
}
