import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../client";
import { apiKeys, spendingCharges, spendingCounters, spendingLimits } from "../schema";

export type SpendingLimitRow = typeof spendingLimits.$inferSelect;
export type SpendingSubject = { type: SpendingLimitRow["subjectType"]; id: string; accountId: string };

/** The subject's limits become `limits` (an asset left out is no longer limited). */
export async function replaceSpendingLimits(
  tx: Tx,
  subject: SpendingSubject,
  limits: { asset: string; perDay: bigint }[],
): Promise<SpendingLimitRow[]> {
  await tx.delete(spendingLimits).where(eq(spendingLimits.subjectId, subject.id));
  if (limits.length === 0) return [];
  return tx
    .insert(spendingLimits)
    .values(
      limits.map((l) => ({
        subjectId: subject.id,
        subjectType: subject.type,
        accountId: subject.accountId,
        asset: l.asset,
        perDay: l.perDay,
      })),
    )
    .returning();
}

export async function spendingLimitsOf(db: DbOrTx, subjectIds: string[]): Promise<SpendingLimitRow[]> {
  if (subjectIds.length === 0) return [];
  return db.select().from(spendingLimits).where(inArray(spendingLimits.subjectId, subjectIds));
}

export async function spendingLimitsOfAccount(db: DbOrTx, accountId: string): Promise<SpendingLimitRow[]> {
  return db.select().from(spendingLimits).where(eq(spendingLimits.accountId, accountId));
}

/** Whose limits a key uses (itself, or the key it was rotated from), and the member whose session made it, if one did. */
export async function spendingSubjectsOfKey(
  db: DbOrTx,
  keyId: string,
): Promise<{ subjectId: string; creatorMemberId: string | null } | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id, subjectId: apiKeys.spendingSubjectId, creatorMemberId: apiKeys.createdByMemberId })
    .from(apiKeys)
    .where(eq(apiKeys.id, keyId))
    .limit(1);
  return row && { subjectId: row.subjectId ?? row.id, creatorMemberId: row.creatorMemberId };
}

/** Records a payment's charge against a subject; false when this quote was charged to it already. */
export async function insertSpendingCharge(tx: Tx, row: typeof spendingCharges.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(spendingCharges)
    .values(row)
    .onConflictDoNothing()
    .returning({ quoteId: spendingCharges.quoteId });
  return inserted.length > 0;
}

/**
 * Adds `amount` to the subject's day, only if the sum stays within `perDay`: the WHERE clause is the lock (a racing
 * UPDATE of the same row waits for this one's commit and reads its sum again). The new sum, or undefined if refused.
 */
export async function raiseSpendingCounter(
  tx: Tx,
  key: { subjectId: string; asset: string; day: string },
  amount: bigint,
  perDay: bigint,
): Promise<bigint | undefined> {
  await tx
    .insert(spendingCounters)
    .values({ ...key, spent: 0n })
    .onConflictDoNothing();
  const [row] = await tx
    .update(spendingCounters)
    .set({ spent: sql`${spendingCounters.spent} + ${amount.toString()}::numeric` })
    .where(
      and(
        eq(spendingCounters.subjectId, key.subjectId),
        eq(spendingCounters.asset, key.asset),
        eq(spendingCounters.day, key.day),
        sql`${spendingCounters.spent} + ${amount.toString()}::numeric <= ${perDay.toString()}::numeric`,
      ),
    )
    .returning({ spent: spendingCounters.spent });
  return row?.spent;
}

export async function spentOn(db: DbOrTx, key: { subjectId: string; asset: string; day: string }): Promise<bigint> {
  const [row] = await db
    .select({ spent: spendingCounters.spent })
    .from(spendingCounters)
    .where(
      and(
        eq(spendingCounters.subjectId, key.subjectId),
        eq(spendingCounters.asset, key.asset),
        eq(spendingCounters.day, key.day),
      ),
    )
    .limit(1);
  return row?.spent ?? 0n;
}

/** Housekeeping: counters and charges of days before `day` decide nothing any more. */
export async function deleteSpendingBefore(db: DbOrTx, day: string): Promise<void> {
  await db.delete(spendingCounters).where(lt(spendingCounters.day, day));
  await db.delete(spendingCharges).where(lt(spendingCharges.day, day));
}
