import { and, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { idempotencyRecords } from "../schema";

export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect;

/** Whose keys: a principal of an account (server/http/idempotency.ts names it). */
export type IdempotencyScope = { accountId: string; principal: string };

const sameRecord = ({ accountId, principal }: IdempotencyScope, key: string) =>
  and(
    eq(idempotencyRecords.accountId, accountId),
    eq(idempotencyRecords.principal, principal),
    eq(idempotencyRecords.key, key),
  );

/** Claims the key for this request; returns false when a record already holds it. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  record: IdempotencyScope & { key: string; requestHash: string; expiresAt: Date },
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
  scope: IdempotencyScope,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await db.select().from(idempotencyRecords).where(sameRecord(scope, key)).limit(1);
  return row;
}

/** Whether a record kept before records named their principal ("") still holds `key` for the account. */
export async function isHeldByUnattributedRecord(db: DbOrTx, accountId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(and(sameRecord({ accountId, principal: "" }, key), gt(idempotencyRecords.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}

export async function completeIdempotencyRecord(
  db: DbOrTx,
  scope: IdempotencyScope,
  key: string,
  responseStatus: number,
  responseBody: unknown,
): Promise<void> {
  await db.update(idempotencyRecords).set({ responseStatus, responseBody }).where(sameRecord(scope, key));
}

/** Drops an unfinished claim, so the client may retry with the same key. */
export async function releaseUnfinishedClaim(db: DbOrTx, scope: IdempotencyScope, key: string): Promise<void> {
  await db.delete(idempotencyRecords).where(and(sameRecord(scope, key), isNull(idempotencyRecords.responseStatus)));
}

/** Drops the record if it expired, or if its request never finished within `abandonedAfterMs` (its process died). */
export async function releaseStaleClaim(
  db: DbOrTx,
  scope: IdempotencyScope,
  key: string,
  abandonedAfterMs: number,
): Promise<void> {
  const cutoff = new Date(Date.now() - abandonedAfterMs);
  await db
    .delete(idempotencyRecords)
    .where(
      and(
        sameRecord(scope, key),
        or(
          lte(idempotencyRecords.expiresAt, new Date()),
          and(isNull(idempotencyRecords.responseStatus), lt(idempotencyRecords.createdAt, cutoff)),
        ),
      ),
    );
}
