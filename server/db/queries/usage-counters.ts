import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { rateLimits } from "../schema";

/**
 * Adds to many counters (creating them) in one statement and returns each new total by key: a flush of every
 * account's counts costs one round trip, not one per account.
 */
export async function addToCounters(
  db: DbOrTx,
  additions: { key: string; points: number; expire: Date }[],
): Promise<Map<string, number>> {
  if (additions.length === 0) return new Map();
  const rows = await db
    .insert(rateLimits)
    .values(additions)
    .onConflictDoUpdate({ target: rateLimits.key, set: { points: sql`${rateLimits.points} + excluded.points` } })
    .returning({ key: rateLimits.key, points: rateLimits.points });
  return new Map(rows.map((row) => [row.key, row.points]));
}

export async function readCounter(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db.select({ points: rateLimits.points }).from(rateLimits).where(eq(rateLimits.key, key));
  return row?.points ?? 0;
}
