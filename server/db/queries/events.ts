import { and, asc, inArray, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { events, outboxJobs } from "../schema";

/** The outbox's two tables: status events (for webhooks) and job intents (for the executor). */
type OutboxTable = typeof events | typeof outboxJobs;
type RowOf<T extends OutboxTable> = T["$inferSelect"];

export type EventRow = RowOf<typeof events>;
export type OutboxJobRow = RowOf<typeof outboxJobs>;

async function findIn<T extends OutboxTable>(db: DbOrTx, table: T, ids: string[]): Promise<RowOf<T>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table as OutboxTable)
    .where(inArray(table.id, ids));
  return rows as RowOf<T>[];
}

/** Rows recorded before `olderThan` that were never published: left by a crash between commit and publish. */
async function unpublishedIn<T extends OutboxTable>(db: DbOrTx, table: T, olderThan: Date, limit: number) {
  const rows = await db
    .select()
    .from(table as OutboxTable)
    .where(and(isNull(table.publishedAt), lt(table.createdAt, olderThan)))
    .orderBy(asc(table.createdAt))
    .limit(limit);
  return rows as RowOf<T>[];
}

async function markPublishedIn(db: DbOrTx, table: OutboxTable, ids: string[], at: Date): Promise<void> {
  if (ids.length > 0) await db.update(table).set({ publishedAt: at }).where(inArray(table.id, ids));
}

export const findEvents = (db: DbOrTx, eventIds: string[]) => findIn(db, events, eventIds);
export const unpublishedEvents = (db: DbOrTx, olderThan: Date, limit: number) =>
  unpublishedIn(db, events, olderThan, limit);
export const markPublished = (db: DbOrTx, eventIds: string[], at: Date) => markPublishedIn(db, events, eventIds, at);

export const findOutboxJobs = (db: DbOrTx, jobIds: string[]) => findIn(db, outboxJobs, jobIds);
export const unpublishedJobs = (db: DbOrTx, olderThan: Date, limit: number) =>
  unpublishedIn(db, outboxJobs, olderThan, limit);
export const markJobsPublished = (db: DbOrTx, jobIds: string[], at: Date) =>
  markPublishedIn(db, outboxJobs, jobIds, at);

/** Records background work to hand over after commit; the same id twice is one job. */
/** Records a status event in the outbox (inside the caller's transaction). */
export async function insertEvent(db: DbOrTx, row: typeof events.$inferInsert): Promise<void> {
  await db.insert(events).values(row);
}

export async function insertOutboxJobs(db: DbOrTx, rows: (typeof outboxJobs.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(outboxJobs).values(rows).onConflictDoNothing();
}
