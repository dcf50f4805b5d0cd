import type { DbOrTx } from "../../db/client";
import { staleDispatches } from "../../db/queries/webhook-dispatch";
import { restartDispatch } from "./restart-dispatch";

/**
 * A round beats at least every two minutes (its slowest case: 100 requests, 16 at a time, each timing out after
 * 15 s), so an active generation silent this long lost its run: its event never became one, or the run failed for
 * good (its retries used up), and a new generation takes over. A run that keeps failing is restarted this seldom.
 */
export const dispatcherSilenceMs = 5 * 60_000;

/** Restarts the dispatchers that stopped beating: what they would have delivered is delivered by new ones. */
export async function restartStaleDispatchers(db: DbOrTx, now = new Date()): Promise<number> {
  const stale = await staleDispatches(db, new Date(now.getTime() - dispatcherSilenceMs), 100);
  for (const request of stale) await restartDispatch(db, request);
  return stale.length;
}
