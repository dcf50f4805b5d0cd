import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client";
import { jobEvents, jobRuns } from "../schema";

export type JobRun = typeof jobRuns.$inferSelect;
export type JobEvent = typeof jobEvents.$inferSelect;

/** Advisory locks of concurrency groups (the two-key space, apart from the migrator's one-key lock). */
const concurrencyLockSpace = 7272;
/** Claims that lost a race for a concurrency group's last slot look again this many times. */
const claimTries = 3;

/**
 * Takes the most overdue run that nobody holds, for `leaseMs`. SKIP LOCKED lets several executors claim side by
 * side; an expired lease (its holder died) makes the run claimable again, which is how a restart resumes it. A run
 * in a concurrency group is skipped while `concurrency_limit` runs of its group hold a lease.
 */
export async function claimDueRun(
  db: DbOrTx,
  holder: string,
  leaseMs: number,
  functionIds: string[],
): Promise<JobRun | undefined> {
  if (functionIds.length === 0) return undefined;
  for (let tries = 0; tries < claimTries; tries++) {
    const claimed = await db.transaction((tx) => claimOnce(tx, holder, leaseMs, functionIds));
    if (claimed !== "group full") return claimed;
  }
  return undefined;
}

/** Runs of this function and concurrency group holding a lease now. */
function leaseHolders(db: DbOrTx, functionId: SQLWrapper, concurrencyKey: SQLWrapper, now: Date) {
  const holders = alias(jobRuns, "holders");
  return db
    .select({ n: count() })
    .from(holders)
    .where(
      and(
        eq(holders.functionId, functionId),
        eq(holders.concurrencyKey, concurrencyKey),
        gte(holders.lockedUntil, now),
      ),
    );
}

/**
 * One claim, in a transaction. Two executors can pick two runs of one group at once (neither sees the other's
 * claim yet), so a group's claims take the group's advisory lock and count its holders again in a new snapshot,
 * which sees every claim committed before the lock was granted.
 */
async function claimOnce(
  tx: DbOrTx,
  holder: string,
  leaseMs: number,
  functionIds: string[],
): Promise<JobRun | "group full" | undefined> {
  const now = new Date();
  const [candidate] = await tx
    .select({
      id: jobRuns.id,
      functionId: jobRuns.functionId,
      concurrencyKey: jobRuns.concurrencyKey,
      concurrencyLimit: jobRuns.concurrencyLimit,
    })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.status, ["queued", "running"]),
        inArray(jobRuns.functionId, functionIds),
        lte(jobRuns.nextRunAt, now),
        or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, now)),
        or(
          isNull(jobRuns.concurrencyKey),
          lt(sql`(${leaseHolders(tx, jobRuns.functionId, jobRuns.concurrencyKey, now)})`, jobRuns.concurrencyLimit),
        ),
      ),
    )
    .orderBy(asc(jobRuns.nextRunAt))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!candidate) return undefined;
  const { functionId, concurrencyKey, concurrencyLimit } = candidate;
  if (concurrencyKey !== null) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${concurrencyLockSpace}, hashtext(${functionId} || ' ' || ${concurrencyKey}))`,
    );
    const [held] = await leaseHolders(tx, sql`${functionId}`, sql`${concurrencyKey}`, new Date());
    if ((held?.n ?? 0) >= (concurrencyLimit ?? 1)) return "group full";
  }
  const [run] = await tx
    .update(jobRuns)
    .set({ status: "running", lockedBy: holder, lockedUntil: new Date(Date.now() + leaseMs), updatedAt: new Date() })
    .where(eq(jobRuns.id, candidate.id))
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

/** Stores events sent to the local intake; an id stored already is kept as it is (a resend is one event). */
export async function insertJobEvents(db: DbOrTx, rows: (typeof jobEvents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(jobEvents).values(rows).onConflictDoNothing();
}

/** Sends `payload` to every connection listening on `channel` (PostgreSQL NOTIFY; delivered after commit). */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
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

export async function runsForEvent(db: DbOrTx, eventId: string): Promise<JobRun[]> {
  return db.select().from(jobRuns).where(eq(jobRuns.eventId, eventId));
}
