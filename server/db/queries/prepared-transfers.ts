import { and, count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { preparedTransfers } from "../schema";

export type PreparedTransferRow = typeof preparedTransfers.$inferSelect;

export async function insertPreparedTransfers(
  db: DbOrTx,
  rows: (typeof preparedTransfers.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(preparedTransfers)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

/** The prepared legs of this quote among these message hashes. */
export async function findPreparedTransfers(
  db: DbOrTx,
  quoteId: string,
  messageHashes: string[],
): Promise<PreparedTransferRow[]> {
  const found: PreparedTransferRow[] = [];
  for (let i = 0; i < messageHashes.length; i += 500) {
    const slice = messageHashes.slice(i, i + 500);
    found.push(
      ...(await db
        .select()
        .from(preparedTransfers)
        .where(and(eq(preparedTransfers.quoteId, quoteId), inArray(preparedTransfers.messageHash, slice)))),
    );
  }
  return found;
}

/** How many times transfers were prepared under a quote: every prepare has exactly one leg starting at 0. */
export async function countTransferPrepares(db: DbOrTx, quoteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(preparedTransfers)
    .where(and(eq(preparedTransfers.quoteId, quoteId), eq(preparedTransfers.firstRecipient, 0)));
  return row?.n ?? 0;
}
