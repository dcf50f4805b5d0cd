import { assetSymbols } from "../../server/assets";
import { closeDb } from "../../server/db/client";
import { forgetMovePrices } from "../../server/ledger/move-price";
import { forgetPriorityFeeReads } from "../../server/ledger/priority-fee";
import { forgetFeedRead } from "../../server/pricing/price-source";
import { setReferencePrice } from "../../server/pricing/reference-prices";
import { forgetProcessSingleton, peekProcessSingleton } from "../../server/process-singleton";

/**
 * An executor a file left running would go on with the next file's database and ledger (both are read per use): it
 * is stopped, as its process would have ended.
 */
async function stopLeftExecutors(): Promise<void> {
  const running = peekProcessSingleton<Set<{ stop?: () => Promise<void> }>>("running-executors");
  await Promise.all([...(running ?? [])].map((executor) => executor.stop?.()));
}

/** What a process keeps for its life and a test file must not inherit from the file before it in the same worker. */
const perFile = ["rate-limit-counters", "probe-counters", "readiness-slot", "metrics"];

type Flushable = { flush(): Promise<void>; discard(): void };

/**
 * A worker runs several files in one module graph (isolate: false): the previous file's rate-limit counts are saved
 * to its own database, then that database's handle and everything built on it is let go, so the next file opens its
 * own. A fresh worker has nothing to let go.
 */
export async function endPreviousFile(): Promise<void> {
  refuseNextServerEnvironment();
  const counters = peekProcessSingleton<Promise<{ minute: Flushable; month: Flushable }>>("rate-limit-counters");
  if (counters) {
    const { minute, month } = await counters.catch(() => ({ minute: undefined, month: undefined }));
    await Promise.all([minute?.flush(), month?.flush()]).catch(() => {});
    minute?.discard();
    month?.discard();
  }
  for (const name of perFile) forgetProcessSingleton(name);
  forgetFeedRead();
  forgetPriorityFeeReads();
  forgetMovePrices();
  await stopLeftExecutors();
  for (const symbol of assetSymbols) setReferencePrice(symbol, undefined);
  await closeDb();
}

/**
 * Next.js's server environment replaces the process's setImmediate, nextTick, console, Date and crypto; loaded in a
 * shared worker it changes every file after it (one such setImmediate threw an AsyncLocalStorage invariant in an
 * unrelated file). A file that loads it belongs in vitest.config.ts's own-graph list.
 */
function refuseNextServerEnvironment(): void {
  if (Symbol.for("next.fast-set-immediate.originals") in globalThis) {
    throw new Error("a test file loaded Next.js's server environment in a shared worker: list it in own-graph");
  }
}
