import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { rateLimits } from "../schema";

/** Adds `points` to a counter (creating it) and returns the new total, in one statement. */
export async function addToCounter(db: DbOrTx, key: string, points: number, expire: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points, expire })
    .onConflictDoUpdate({ target: rateLimits.key, set: { points: sql`${rateLimits.points} + ${points}` } })
    .returning({ points: rateLimits.points });
  return row?.points ?? points;
}

export async function readCounter(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db.select({ points: rateLimits.points }).from(rateLimits).where(eq(rateLimits.key, key));
  return row?.points ?? 0;
}
