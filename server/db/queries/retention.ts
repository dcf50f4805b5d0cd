import { and, inArray, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client";
import {
  auditEvents,
  idempotencyRecords,
  jobEvents,
  jobRuns,
  outboxJobs,
  preparedTransfers,
  quotes,
  rateLimits,
  sessions,
  signInLinks,
  webhookAttempts,
} from "../schema";

/** Rows deleted per table and sweep at most, so one sweep after a long pause never holds a lock for long. */
const batch = 5_000;

/** Deletes up to `batch` rows of `table` matching `where` (picked by `key`); returns how many. */
async function deleteBatch(db: DbOrTx, table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
  const doomed = db.select({ key }).from(table).where(where).limit(batch);
  const rows = await db
    .delete(table)
    .where(and(where, inArray(key, doomed)))
    .returning({ key });
  return rows.length;
}

export type RetentionCutoffs = {
  now: Date;
  /**
   * Unused quotes that expired before this (used ones stay: their transactions refer to them), and the ledger
   * transactions prepared on any quote that expired before this: nothing can be created on them any more.
   */
  quotesBefore: Date;
  /** Delivery attempts (the delivery log) started before this. */
  attemptsBefore: Date;
  /** Finished background bookkeeping (published outbox jobs, finished runs, handled events) before this. */
  jobsBefore: Date;
  /** Audit events written before this (AUDIT_RETENTION_DAYS). */
  auditBefore: Date;
};

export async function deleteExpiredRows(db: DbOrTx, cutoffs: RetentionCutoffs): Promise<Record<string, number>> {
  const { now } = cutoffs;
  return {
    rateLimits: await deleteBatch(db, rateLimits, rateLimits.key, lt(rateLimits.expire, now)),
    idempotency: await deleteBatch(
      db,
      idempotencyRecords,
      idempotencyRecords.key,
      lt(idempotencyRecords.expiresAt, now),
    ),
    sessions: await deleteBatch(db, sessions, sessions.id, lt(sessions.expiresAt, now)),
    signInLinks: await deleteBatch(db, signInLinks, signInLinks.hash, lt(signInLinks.expiresAt, now)),
    preparedTransfers: await deleteBatch(
      db,
      preparedTransfers,
      preparedTransfers.messageHash,
      inArray(
        preparedTransfers.quoteId,
        db.select({ id: quotes.id }).from(quotes).where(lt(quotes.expiresAt, cutoffs.quotesBefore)),
      ),
    ),
    quotes: await deleteBatch(
      db,
      quotes,
      quotes.id,
      and(isNull(quotes.usedAt), lt(quotes.expiresAt, cutoffs.quotesBefore)),
    ),
    attempts: await deleteBatch(
      db,
      webhookAttempts,
      webhookAttempts.id,
      lt(webhookAttempts.startedAt, cutoffs.attemptsBefore),
    ),
    outboxJobs: await deleteBatch(
      db,
      outboxJobs,
      outboxJobs.id,
      and(isNotNull(outboxJobs.publishedAt), lt(outboxJobs.publishedAt, cutoffs.jobsBefore)),
    ),
    jobRuns: await deleteBatch(
      db,
      jobRuns,
      jobRuns.id,
      and(isNotNull(jobRuns.finishedAt), lt(jobRuns.finishedAt, cutoffs.jobsBefore)),
    ),
    jobEvents: await deleteBatch(
      db,
      jobEvents,
      jobEvents.id,
      and(isNotNull(jobEvents.fannedOutAt), lt(jobEvents.fannedOutAt, cutoffs.jobsBefore)),
    ),
    auditEvents: await deleteBatch(db, auditEvents, auditEvents.id, lt(auditEvents.createdAt, cutoffs.auditBefore)),
  };
}

/**
 * The finished background bookkeeping of these executor events (the outbox job, the event, its runs with their
 * memoized steps), deleted before its time: a private transaction's routing run holds its sweep's signature, and a
 * refund's names the deposit address. Unfinished rows stay: something still needs them.
 */
export async function deleteFinishedJobRecords(db: DbOrTx, eventIds: string[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const runs = await db
    .delete(jobRuns)
    .where(and(inArray(jobRuns.eventId, eventIds), isNotNull(jobRuns.finishedAt)))
    .returning({ id: jobRuns.id });
  const events = await db
    .delete(jobEvents)
    .where(and(inArray(jobEvents.id, eventIds), isNotNull(jobEvents.fannedOutAt)))
    .returning({ id: jobEvents.id });
  const outbox = await db
    .delete(outboxJobs)
    .where(and(inArray(outboxJobs.id, eventIds), isNotNull(outboxJobs.publishedAt)))
    .returning({ id: outboxJobs.id });
  return runs.length + events.length + outbox.length;
}
