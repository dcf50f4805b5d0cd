import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { microBatch } from "../micro-batch";
import { ledgerMoves } from "../schema";
import { recordset } from "./recordset";

export type LedgerMoveRow = typeof ledgerMoves.$inferSelect;
type NewMove = typeof ledgerMoves.$inferInsert;
type MoveOutcome = { status: "landed" | "failed"; err?: unknown; networkFee?: bigint };
type Settlement = { key: string; signature: string; outcome: MoveOutcome };

/*
 * The payout loop advances hundreds of moves at once, each reading, recording and settling its own row: concurrent
 * calls share one statement (micro-batch.ts), and each caller still waits for its own row. One set per database
 * handle, as the quotes' writer.
 */
type MoveStatements = {
  find: (key: string) => Promise<LedgerMoveRow | undefined>;
  insert: (row: NewMove) => Promise<boolean>;
  settle: (settlement: Settlement) => Promise<void>;
};
const statements = new WeakMap<DbOrTx, MoveStatements>();

function statementsOf(db: DbOrTx): MoveStatements {
  let of = statements.get(db);
  if (!of) {
    of = {
      find: microBatch(async (keys: string[]) => {
        const rows = await db
          .select()
          .from(ledgerMoves)
          .where(inArray(ledgerMoves.key, [...new Set(keys)]));
        const byKey = new Map(rows.map((r) => [r.key, r]));
        return keys.map((key) => byKey.get(key));
      }),
      insert: microBatch(async (rows: NewMove[]) => {
        // Recorded means this row, by its own id: of two rows with one key (in this batch or racing another run)
        // only one is written, and only its caller sends what it signed.
        const inserted = await db
          .insert(ledgerMoves)
          .values(rows)
          .onConflictDoNothing({ target: ledgerMoves.key })
          .returning({ id: ledgerMoves.id });
        const ids = new Set(inserted.map((r) => r.id));
        return rows.map((r) => ids.has(r.id));
      }),
      settle: microBatch(async (settlements: Settlement[]) => {
        const rows = settlements.map(({ key, signature, outcome }) => ({
          key,
          signature,
          status: outcome.status,
          err: (outcome.err ?? null) as Record<string, unknown> | null,
          network_fee: outcome.networkFee === undefined ? null : outcome.networkFee.toString(),
        }));
        // Without a fee the recorded one stays, as an update leaving the column out of its SET would.
        await db.execute(sql`
          update ${ledgerMoves} set
            status = v.status, err = v.err, network_fee = coalesce(v.network_fee, ${ledgerMoves.networkFee}),
            updated_at = now()
          from ${recordset(rows, "key text, signature text, status text, err jsonb, network_fee numeric")}
          where ${ledgerMoves.key} = v.key and ${ledgerMoves.signature} = v.signature`);
        return settlements.map(() => undefined);
      }),
    };
    statements.set(db, of);
  }
  return of;
}

export function findMove(db: DbOrTx, key: string): Promise<LedgerMoveRow | undefined> {
  return statementsOf(db).find(key);
}

export async function movesOf(db: DbOrTx, transactionId: string): Promise<LedgerMoveRow[]> {
  return db.select().from(ledgerMoves).where(eq(ledgerMoves.transactionId, transactionId));
}

/** Records a signed move before it is sent; false when another run recorded this key first. */
export function insertMove(db: DbOrTx, row: NewMove): Promise<boolean> {
  return statementsOf(db).insert(row);
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

/** The recorded attempt `signature` of the move `key` landed or failed (a newer attempt is left alone). */
export function settleMoveRow(db: DbOrTx, key: string, signature: string, outcome: MoveOutcome): Promise<void> {
  return statementsOf(db).settle({ key, signature, outcome });
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
