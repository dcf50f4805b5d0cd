import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { jobEvents, jobRuns } from "../schema";

export type JobRun = typeof jobRuns.$inferSelect;
export type JobEvent = typeof jobEvents.$inferSelect;

/**
 * Takes the most overdue run that nobody holds, for `leaseMs`. SKIP LOCKED lets several executors claim side by
 * side; an expired lease (its holder died) makes the run claimable again, which is how a restart resumes it.
 */
export async function claimDueRun(
  db: DbOrTx,
  holder: string,
  leaseMs: number,
  functionIds: string[],
): Promise<JobRun | undefined> {
  if (functionIds.length === 0) return undefined;
  const now = new Date();
  const due = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.status, ["queued", "running"]),
        inArray(jobRuns.functionId, functionIds),
        lte(jobRuns.nextRunAt, now),
        or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobRuns.nextRunAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [run] = await db
    .update(jobRuns)
    .set({ status: "running", lockedBy: holder, lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(inArray(jobRuns.id, due))
    .returning();
  return run;
}

/**
 * Saves a run's progress and renews the lease (unless `changes` releases it), only while this holder still has
 * the run: false means another executor took over.
 */
export async function saveRun(
  db: DbOrTx,
  holder: string,
  run: Pick<JobRun, "id"> & Partial<JobRun>,
  leaseMs: number,
): Promise<boolean> {
  const now = new Date();
  const { id, ...changes } = run;
  const rows = await db
    .update(jobRuns)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), ...changes, updatedAt: now })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.lockedBy, holder)))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

/**
 * Extends the lease of a run this holder still has: the heartbeat while a call is in flight. False means another
 * executor took the run over (its lease had run out).
 */
export async function renewLease(db: DbOrTx, holder: string, runId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ lockedUntil: new Date(Date.now() + leaseMs) })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.lockedBy, holder)))
    .returning({ id: jobRuns.id });
  return rows.length === 1;
}

export async function releaseRun(db: DbOrTx, holder: string, runId: string): Promise<void> {
  await db
    .update(jobRuns)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.lockedBy, holder)));
}

/** Events not yet turned into runs, among the names this executor has functions for. */
export async function pendingEvents(db: DbOrTx, names: string[], limit: number): Promise<JobEvent[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(jobEvents)
    .where(and(isNull(jobEvents.fannedOutAt), inArray(jobEvents.name, names)))
    .orderBy(asc(jobEvents.receivedAt))
    .limit(limit);
}

/** Creates runs (one per function and event: a repeat is ignored) and marks the event handled, atomically. */
export async function fanOutEvent(db: DbOrTx, eventId: string, runs: (typeof jobRuns.$inferInsert)[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (runs.length > 0) await tx.insert(jobRuns).values(runs).onConflictDoNothing();
    await tx.update(jobEvents).set({ fannedOutAt: new Date() }).where(eq(jobEvents.id, eventId));
  });
}

export async function insertRunIfAbsent(db: DbOrTx, run: typeof jobRuns.$inferInsert): Promise<void> {
  await db.insert(jobRuns).values(run).onConflictDoNothing();
}

export async function findRun(db: DbOrTx, runId: string): Promise<JobRun | undefined> {
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
  return run;
}

export async function runsForEvent(db: DbOrTx, eventId: string): Promise<JobRun[]> {
  return db.select().from(jobRuns).where(eq(jobRuns.eventId, eventId));
}
