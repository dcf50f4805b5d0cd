import pMap from "p-map";
import type { Db } from "../../../db/client";
import { paidOutTransactions } from "../../../db/queries/paid-out";
import { blockTimeFromLedger, completeRouting } from "./complete-routing";
import { failPartlyPaidRoutings } from "./fail-partly-paid-routings";

/** Transactions completed per call at most: a larger backlog is left to the next round. */
const maxPerCall = 500;

/**
 * Completes the private transactions whose every leg is paid, and fails those whose legs all ended with some
 * refused by the ledger (fail-partly-paid-routings.ts); returns how many ended. The payout loop calls it each round, so a transaction
 * completes in the round its last leg lands, or in the next one after a crash in between; no run per transaction
 * has to poll its legs meanwhile. Payouts are shared, so their block times are read once each.
 */
export async function completePaidRoutings(db: Db): Promise<number> {
  const ids = await paidOutTransactions(db, maxPerCall);
  const blockTimes = new Map<string, Promise<number | null>>();
  const blockTimeOf = (signature: string) => {
    let read = blockTimes.get(signature);
    if (!read) {
      read = blockTimeFromLedger(signature);
      blockTimes.set(signature, read);
    }
    return read;
  };
  await pMap(ids, (id) => completeRouting(db, id, blockTimeOf), { concurrency: 8 });
  return ids.length + (await failPartlyPaidRoutings(db));
}
