import type { Db } from "../../db/client";
import { insertRunIfAbsent, lockDueSchedules, stalledRuns, updateSchedule } from "../../db/queries/schedules";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { recordRunEvent } from "./shared/record-run-event";
import { nextDueAfter } from "./shared/schedule-rules";

/**
 * Schedules claimed per database transaction (each copies a payment of up to 10,000 recipients into its run), and
 * batches per tick: 500 due times a minute; the next tick takes the rest.
 */
const claimBatch = 10;
const batchesPerTick = 50;

/**
 * Every schedule whose next due time has come gets that due time's run, with the payment and maker it has now, and
 * its next due time moves on, in one database transaction with the job that makes the payment: a due time is
 * claimed once (locked rows, skipped by a second claimer; the run's primary key), and a crash after the commit
 * loses nothing (the outbox sends the job again). Due times missed while the service was down make one run, not
 * one each: the next is the first after now. A skipped due time ends at once.
 */
export async function claimDueSchedules(db: Db, now = new Date()) {
  let claimed = 0;
  for (let batch = 0; batch < batchesPerTick; batch++) {
    const got = await claimBatchOf(db, now);
    claimed += got;
    if (got < claimBatch) break;
  }
  return { claimed, restarted: await restartStalledRuns(db, now) };
}

/** A run not ended this long after its claim had its job give up: it is asked for again (running it is safe twice). */
const stalledAfterMs = 10 * 60_000;

async function restartStalledRuns(db: Db, now: Date): Promise<number> {
  const stalled = await stalledRuns(db, new Date(now.getTime() - stalledAfterMs), claimBatch * batchesPerTick);
  if (stalled.length === 0) return 0;
  // One new job per stalled run every ten minutes at most (the job id names the ten minutes).
  const again = String(Math.floor(now.getTime() / stalledAfterMs));
  const jobIds = await recordJobs(
    db,
    stalled.map((run) => jobs.runSchedule(run.scheduleId, run.dueAt, again)),
  );
  await publishEvents(db, [], jobIds);
  return stalled.length;
}

async function claimBatchOf(db: Db, now: Date): Promise<number> {
  const { claimed, eventIds, jobIds } = await db.transaction(async (tx) => {
    const due = await lockDueSchedules(tx, now, claimBatch);
    const intents = [];
    const eventIds: string[] = [];
    for (const schedule of due) {
      const dueAt = schedule.nextRunAt!;
      const skipped = schedule.skipNext > 0;
      const run = await insertRunIfAbsent(tx, {
        scheduleId: schedule.id,
        dueAt,
        outcome: skipped ? "skipped" : "due",
        scheduleVersion: schedule.version,
        payment: schedule.payment,
        maker: schedule.maker,
        ranAt: skipped ? now : null,
      });
      const after = dueAt > now ? dueAt : now;
      await updateSchedule(tx, schedule.id, {
        nextRunAt: nextDueAfter(schedule.cron, schedule.timezone, after),
        skipNext: 0,
      });
      if (!run) continue;
      if (skipped) eventIds.push(await recordRunEvent(tx, schedule, run));
      else intents.push(jobs.runSchedule(schedule.id, dueAt));
    }
    return { claimed: due.length, eventIds, jobIds: await recordJobs(tx, intents) };
  });
  await publishEvents(db, eventIds, jobIds);
  return claimed;
}
