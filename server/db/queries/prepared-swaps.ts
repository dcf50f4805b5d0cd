import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { preparedSwaps } from "../schema";

export async function insertPreparedSwap(db: DbOrTx, quoteId: string, messageHash: string): Promise<void> {
  await db.insert(preparedSwaps).values({ quoteId, messageHash }).onConflictDoNothing();
}

export async function isPreparedSwap(db: DbOrTx, quoteId: string, messageHash: string): Promise<boolean> {
  const [row] = await db
    .select({ quoteId: preparedSwaps.quoteId })
    .from(preparedSwaps)
    .where(and(eq(preparedSwaps.messageHash, messageHash), eq(preparedSwaps.quoteId, quoteId)))
    .limit(1);
  return row !== undefined;
}

export async function countPreparedSwaps(db: DbOrTx, quoteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(preparedSwaps).where(eq(preparedSwaps.quoteId, quoteId));
  return row?.n ?? 0;
}
