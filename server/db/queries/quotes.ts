import { and, eq, gt, isNull } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { microBatch } from "../micro-batch";
import { quotes } from "../schema";

export type QuoteRow = typeof quotes.$inferSelect;

type NewQuote = typeof quotes.$inferInsert;

const writers = new WeakMap<DbOrTx, (row: NewQuote) => Promise<QuoteRow>>();

/** Quotes are the hottest write: concurrent ones share one INSERT (micro-batch.ts). */
export function insertQuote(db: DbOrTx, row: NewQuote): Promise<QuoteRow> {
  let write = writers.get(db);
  if (!write) {
    write = microBatch(async (rows: NewQuote[]) => {
      const inserted = await db.insert(quotes).values(rows).returning();
      const byId = new Map(inserted.map((q) => [q.id, q]));
      return rows.map((r) => byId.get(r.id)!);
    });
    writers.set(db, write);
  }
  return write(row);
}

export async function findQuote(db: DbOrTx, accountId: string, quoteId: string): Promise<QuoteRow | undefined> {
  if (!isPlausibleId(quoteId)) return undefined;
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.accountId, accountId)))
    .limit(1);
  return row;
}

export async function repriceQuote(
  db: DbOrTx,
  accountId: string,
  quoteId: string,
  changes: Pick<
    QuoteRow,
    | "outputAmount"
    | "minOutputAmount"
    | "priceImpactPct"
    | "fee"
    | "feeNetwork"
    | "feeRouting"
    | "feeAtaRent"
    | "feeNetworkLamports"
    | "expiresAt"
  >,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ ...changes, refreshedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.accountId, accountId), isNull(quotes.usedAt)))
    .returning();
  return row;
}

/**
 * Marks the quote used by a transaction, atomically: of any number of concurrent callers exactly one gets the row
 * back; the others, and every caller once it expired, get nothing.
 */
export async function consumeQuote(
  db: DbOrTx,
  accountId: string,
  quoteId: string,
  transactionId: string,
  now: Date,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ usedAt: now, usedByTransactionId: transactionId })
    .where(
      and(eq(quotes.id, quoteId), eq(quotes.accountId, accountId), isNull(quotes.usedAt), gt(quotes.expiresAt, now)),
    )
    .returning();
  return row;
}
