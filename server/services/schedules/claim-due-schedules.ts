import type { Db } from "../../db/client";
import {
  insertRunIfAbsent,
  lockDueSchedules,
  type ScheduleHead,
  stalledRuns,
  updateSchedule,
} from "../../db/queries/schedules";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { headSummary } from "./schedule-view";
import { recordRunEvent } from "./shared/record-run-event";
import { nextDueAfter } from "./shared/schedule-rules";

/**
 * Schedules claimed per database transaction (no recipient is read: a run names its payment version), and batches
 * per tick: 500 due times a minute; the next tick takes the rest.
 */
const claimBatch = 100;
const batchesPerTick = 5;

/**
 * Every schedule whose next due time has come gets that due time's run, with the payment version and maker it has now, and
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

/**
 * The next due time. The cron library fails to read some crons near a clock change (Lord Howe's half hour): the next
 * due time is then read from later on, up to two days (a failed reading costs most of a second, so a few only), so
 * such a schedule skips the due times of the change only; one never readable pauses. Either way one schedule's cron
 * never rolls back the claim of the others in its batch, every account's due times among them.
 */
const readAgainAfterHours = [0, 1, 6, 12, 24, 25, 48];

function nextOf(schedule: ScheduleHead, after: Date): Pick<ScheduleHead, "nextRunAt" | "status"> {
  for (const hours of readAgainAfterHours) {
    try {
      const from = new Date(after.getTime() + hours * 3600_000);
      return { nextRunAt: nextDueAfter(schedule.cron, schedule.timezone, from), status: schedule.status };
    } catch {
      // Read again from an hour later.
    }
  }
  return { nextRunAt: null, status: "paused" };
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
        paymentVersion: schedule.paymentVersion,
        maker: schedule.maker,
        ranAt: skipped ? now : null,
      });
      await updateSchedule(tx, schedule.id, { ...nextOf(schedule, dueAt > now ? dueAt : now), skipNext: 0 });
      if (!run) continue;
      if (skipped) eventIds.push(await recordRunEvent(tx, schedule, run, headSummary(schedule)));
      else intents.push(jobs.runSchedule(schedule.id, dueAt));
    }
    return { claimed: due.length, eventIds, jobIds: await recordJobs(tx, intents) };
  });
  await publishEvents(db, eventIds, jobIds);
  return claimed;
}
