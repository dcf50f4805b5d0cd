import { stage } from "../../contracts/private-lifecycle";
import type { Db } from "../../db/client";
import {
  countFailingWebhooks,
  countOutboxBacklog,
  countPrivateLegs,
  countWatchedDeposits,
  loopHeartbeat,
  oldestDueLeg,
  type PrivateLegState,
  runnableJobs,
} from "../../db/queries/operations";

export const privateLegStates: PrivateLegState[] = [stage.awaitingDeposit, "awaiting_backlog", "scheduled", "paying"];

export type OperationalState = {
  depositsWatched: number;
  /** Seconds since the deposit watcher's latest round began (the round before it was complete by then). */
  watchLagSeconds: number;
  outboxBacklog: number;
  jobsRunnable: number;
  oldestRunnableAgeSeconds: number;
  privateLegs: Record<PrivateLegState, number>;
  oldestDueLegAgeSeconds: number;
  webhooksFailing: number;
};

const secondsSince = (at: Date | null | undefined, now: Date) =>
  at ? Math.max(0, (now.getTime() - at.getTime()) / 1000) : 0;

/**
 * The deposits watched, and how far the watcher is behind: the time since its latest round began, right after the
 * round before it was complete. Nothing watched: the watcher rightly stopped, and there is nothing to fall behind on.
 */
export async function readWatchLag(db: Db, now = new Date()): Promise<{ depositsWatched: number; lagSeconds: number }> {
  const depositsWatched = await countWatchedDeposits(db);
  const watcher = depositsWatched > 0 ? await loopHeartbeat(db, "deposit-watcher") : undefined;
  return { depositsWatched, lagSeconds: secondsSince(watcher?.heartbeatAt, now) };
}

/**
 * What the deployment is doing now, read from the database (so every instance reports the same): the deposits
 * watched and how far behind the watcher is, the outbox and job backlogs, the private legs in progress.
 */
export async function readOperationalState(db: Db, now = new Date()): Promise<OperationalState> {
  const { depositsWatched, lagSeconds } = await readWatchLag(db, now);
  const jobs = await runnableJobs(db, now);
  const legs = Object.fromEntries(privateLegStates.map((state) => [state, 0])) as Record<PrivateLegState, number>;
  for (const { state, n } of await countPrivateLegs(db)) legs[state] = n;
  return {
    depositsWatched,
    watchLagSeconds: lagSeconds,
    outboxBacklog: await countOutboxBacklog(db),
    jobsRunnable: jobs.runnable,
    oldestRunnableAgeSeconds: secondsSince(jobs.oldestDueAt, now),
    privateLegs: legs,
    oldestDueLegAgeSeconds: secondsSince(await oldestDueLeg(db, now), now),
    webhooksFailing: await countFailingWebhooks(db, now),
  };
}
