import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { signInChallenges } from "../schema";

export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

export async function insertSignInChallenge(db: DbOrTx, row: typeof signInChallenges.$inferInsert): Promise<void> {
  await db.insert(signInChallenges).values(row);
}

export async function findSignInChallenge(db: DbOrTx, nonceHash: string): Promise<SignInChallengeRow | undefined> {
  const [row] = await db.select().from(signInChallenges).where(eq(signInChallenges.nonceHash, nonceHash)).limit(1);
  return row;
}

/** Uses a challenge up: the WHERE is the lock, so of two sign-ins with one message only one gets the row. */
export async function consumeSignInChallenge(db: DbOrTx, nonceHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInChallenges.nonceHash, nonceHash),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .returning({ nonceHash: signInChallenges.nonceHash });
  return rows.length === 1;
}

/** Forgets up to `limit` challenges that expired before `before`: each issue sweeps a few, so the table stays small. */
export async function deleteExpiredSignInChallenges(db: DbOrTx, before: Date, limit: number): Promise<void> {
  const old = db
    .select({ nonceHash: signInChallenges.nonceHash })
    .from(signInChallenges)
    .where(lt(signInChallenges.expiresAt, before))
    .limit(limit);
  await db.delete(signInChallenges).where(inArray(signInChallenges.nonceHash, old));
}
