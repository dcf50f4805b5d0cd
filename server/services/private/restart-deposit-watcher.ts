import type { Db } from "../../db/client";
import { silentDepositWatcher, supersedeDepositWatcher } from "../../db/queries/deposit-watcher";
import { enqueueJob } from "../../outbox/enqueue-job";
import { jobs } from "../../outbox/jobs";

/** A watcher round beats every slot; one silent this long lost its run (it died, or failed for good). */
export const watcherSilenceMs = 60_000;

/** Hands the watcher from generation `generation` to the next (it ran its course, or died): safe to repeat. */
export async function restartDepositWatcher(db: Db, generation: number): Promise<void> {
  const next = await supersedeDepositWatcher(db, generation);
  if (next !== undefined) await enqueueJob(db, jobs.watchDeposits(next));
}

/** The outbox sweep's part: a watcher that stopped beating is restarted. */
export async function restartSilentDepositWatcher(db: Db, now = new Date()): Promise<boolean> {
  const silent = await silentDepositWatcher(db, new Date(now.getTime() - watcherSilenceMs));
  if (silent === undefined) return false;
  await restartDepositWatcher(db, silent);
  return true;
}
