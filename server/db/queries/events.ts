import { and, asc, inArray, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { events, outboxJobs } from "../schema";

export type EventRow = typeof events.$inferSelect;

export async function findEvents(db: DbOrTx, eventIds: string[]): Promise<EventRow[]> {
  if (eventIds.length === 0) return [];
  return db.select().from(events).where(inArray(events.id, eventIds));
}

/** Events recorded before `olderThan` that were never handed to the background executor. */
export async function unpublishedEvents(db: DbOrTx, olderThan: Date, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(isNull(events.publishedAt), lt(events.createdAt, olderThan)))
    .orderBy(asc(events.createdAt))
    .limit(limit);
}

export async function markPublished(db: DbOrTx, eventIds: string[], at: Date): Promise<void> {
  if (eventIds.length > 0) await db.update(events).set({ publishedAt: at }).where(inArray(events.id, eventIds));
}

export type OutboxJobRow = typeof outboxJobs.$inferSelect;

/** Records background work to hand over after commit; the same id twice is one job. */
export async function insertOutboxJobs(db: DbOrTx, rows: (typeof outboxJobs.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(outboxJobs).values(rows).onConflictDoNothing();
}

export async function findOutboxJobs(db: DbOrTx, jobIds: string[]): Promise<OutboxJobRow[]> {
  if (jobIds.length === 0) return [];
  return db.select().from(outboxJobs).where(inArray(outboxJobs.id, jobIds));
}

/** Jobs recorded before `olderThan` that were never handed to the executor. */
export async function unpublishedJobs(db: DbOrTx, olderThan: Date, limit: number): Promise<OutboxJobRow[]> {
  return db
    .select()
    .from(outboxJobs)
    .where(and(isNull(outboxJobs.publishedAt), lt(outboxJobs.createdAt, olderThan)))
    .orderBy(asc(outboxJobs.createdAt))
    .limit(limit);
}

export async function markJobsPublished(db: DbOrTx, jobIds: string[], at: Date): Promise<void> {
  if (jobIds.length > 0) await db.update(outboxJobs).set({ publishedAt: at }).where(inArray(outboxJobs.id, jobIds));
}
