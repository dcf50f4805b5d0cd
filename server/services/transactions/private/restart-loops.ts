import type { Db } from "../../../db/client";
import { type LoopName, silentLoop, supersedeLoop } from "../../../db/queries/background-loops";
import { enqueueJob } from "../../../outbox/enqueue-job";
import { jobs } from "../../../outbox/jobs";

/** A loop's round beats every second or so; one silent this long lost its run (it died, or failed for good). */
export const loopSilenceMs = 60_000;

const jobOf: Record<LoopName, (generation: number) => ReturnType<typeof jobs.watchDeposits>> = {
  "deposit-watcher": jobs.watchDeposits,
  "payout-epochs": jobs.payOutEpochs,
};

/** Hands a loop from generation `generation` to the next (it ran its course, or died): safe to repeat. */
export async function restartLoop(db: Db, name: LoopName, generation: number): Promise<void> {
  const next = await supersedeLoop(db, name, generation);
  if (next !== undefined) await enqueueJob(db, jobOf[name](next));
}

/** The outbox sweep's part: loops that stopped beating are restarted. */
export async function restartSilentLoops(db: Db, now = new Date()): Promise<LoopName[]> {
  const restarted: LoopName[] = [];
  for (const name of Object.keys(jobOf) as LoopName[]) {
    const silent = await silentLoop(db, name, new Date(now.getTime() - loopSilenceMs));
    if (silent === undefined) continue;
    await restartLoop(db, name, silent);
    restarted.push(name);
  }
  return restarted;
}
