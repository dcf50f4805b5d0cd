import type { DbOrTx } from "../../db/client";
import { staleDispatches } from "../../db/queries/webhook-dispatch";
import { restartDispatch } from "./restart-dispatch";

/**
 * A round beats at least every few minutes (its slowest case: a full round at an endpoint that times out), so an
 * active generation silent this long lost its run: its event never became one, or the run died for good.
 */
export const dispatcherSilenceMs = 10 * 60_000;

/** Restarts the dispatchers that stopped beating: what they would have delivered is delivered by new ones. */
export async function restartStaleDispatchers(db: DbOrTx, now = new Date()): Promise<number> {
  const stale = await staleDispatches(db, new Date(now.getTime() - dispatcherSilenceMs), 100);
  for (const request of stale) await restartDispatch(db, request);
  return stale.length;
}
