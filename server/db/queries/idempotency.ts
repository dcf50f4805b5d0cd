import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { idempotencyRecords } from "../schema";

export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect;

const sameRecord = (accountId: string, key: string) =>
  and(eq(idempotencyRecords.accountId, accountId), eq(idempotencyRecords.key, key));

/** Claims the key for this request; returns false when a record already holds it. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  record: { accountId: string; principal: string; key: string; requestHash: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyRecords)
    .values(record)
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  return inserted.length === 1;
}

export async function findIdempotencyRecord(
  db: DbOrTx,
  accountId: string,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await db.select().from(idempotencyRecords).where(sameRecord(accountId, key)).limit(1);
  return row;
}

export async function completeIdempotencyRecord(
  db: DbOrTx,
  accountId: string,
  key: string,
  responseStatus: number,
  responseBody: unknown,
): Promise<void> {
  await db.update(idempotencyRecords).set({ responseStatus, responseBody }).where(sameRecord(accountId, key));
}

/** Drops an unfinished claim, so the client may retry with the same key. */
export async function releaseUnfinishedClaim(db: DbOrTx, accountId: string, key: string): Promise<void> {
  await db.delete(idempotencyRecords).where(and(sameRecord(accountId, key), isNull(idempotencyRecords.responseStatus)));
}

/** Drops the record if it expired, or if its request never finished within `abandonedAfterMs` (its process died). */
export async function releaseStaleClaim(
  db: DbOrTx,
  accountId: string,
  key: string,
  abandonedAfterMs: number,
): Promise<void> {
  const cutoff = new Date(Date.now() - abandonedAfterMs);
  await db
    .delete(idempotencyRecords)
    .where(
      and(
        sameRecord(accountId, key),
        or(
          lte(idempotencyRecords.expiresAt, new Date()),
          and(isNull(idempotencyRecords.responseStatus), lt(idempotencyRecords.createdAt, cutoff)),
        ),
      ),
    );
}
