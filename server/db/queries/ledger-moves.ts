import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { ledgerMoves } from "../schema";

export type LedgerMoveRow = typeof ledgerMoves.$inferSelect;

export async function findMove(db: DbOrTx, key: string): Promise<LedgerMoveRow | undefined> {
  const [row] = await db.select().from(ledgerMoves).where(eq(ledgerMoves.key, key)).limit(1);
  return row;
}

export async function movesOf(db: DbOrTx, transactionId: string): Promise<LedgerMoveRow[]> {
  return db.select().from(ledgerMoves).where(eq(ledgerMoves.transactionId, transactionId));
}

/** Records a signed move before it is sent; false when another run recorded this key first. */
export async function insertMove(db: DbOrTx, row: typeof ledgerMoves.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(ledgerMoves)
    .values(row)
    .onConflictDoNothing({ target: ledgerMoves.key })
    .returning({ id: ledgerMoves.id });
  return inserted.length === 1;
}

/**
 * Replaces an attempt that can no longer land (expired unseen, or failed on chain) with a newly signed one, only
 * if `expected` is still the recorded signature: of two racing runs one records, and the other never sends.
 */
export async function replaceMoveAttempt(
  db: DbOrTx,
  key: string,
  expected: string,
  next: { signature: string; signedWire: string; lastValidBlockHeight: bigint; details: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .update(ledgerMoves)
    .set({
      ...next,
      status: "sent",
      err: null,
      attempt: sql`${ledgerMoves.attempt} + 1`,
      expiredSignatures: sql`array_append(${ledgerMoves.expiredSignatures}, ${expected})`,
      updatedAt: new Date(),
    })
    .where(and(eq(ledgerMoves.key, key), eq(ledgerMoves.signature, expected)))
    .returning({ id: ledgerMoves.id });
  return rows.length === 1;
}

export async function settleMoveRow(
  db: DbOrTx,
  key: string,
  signature: string,
  outcome: { status: "landed" | "failed"; err?: unknown; networkFee?: bigint },
): Promise<void> {
  await db
    .update(ledgerMoves)
    .set({ status: outcome.status, err: outcome.err ?? null, networkFee: outcome.networkFee, updatedAt: new Date() })
    .where(and(eq(ledgerMoves.key, key), eq(ledgerMoves.signature, signature)));
}

export async function allMoves(db: DbOrTx): Promise<LedgerMoveRow[]> {
  return db.select().from(ledgerMoves);
}

export async function movesByKeys(db: DbOrTx, keys: string[]): Promise<LedgerMoveRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(ledgerMoves).where(inArray(ledgerMoves.key, keys));
}

/** Which of these keys name a recorded move (signed at least once). */
export async function recordedMoveKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: ledgerMoves.key }).from(ledgerMoves).where(inArray(ledgerMoves.key, keys));
  return new Set(rows.map((r) => r.key));
}
