import type { Db } from "../../../db/client";
import { staleUnfinishedTransactions, touchTransaction } from "../../../db/queries/transactions";
import { log } from "../../../log";
import { checkConfirmation } from "./check-confirmation";

/**
 * Unfinished and untouched this long: its tracker never started, gave up, or is stuck. A tracker looks every
 * second and a blockhash lives about a minute, so a healthy transaction is finished long before.
 */
export const reconcileAfterMs = 2 * 60_000;
const batch = 100;

/**
 * Looks once more at every wallet transaction left unfinished, so each ends completed or failed (by the
 * signature's status and the blockhash's expiry), never stuck. One that is still undecided is touched, so it
 * comes round again after another interval rather than at the head of every batch.
 */
export async function reconcileWalletTransactions(
  db: Db,
  now = new Date(),
): Promise<{ checked: number; settled: number }> {
  const stale = await staleUnfinishedTransactions(db, "wallet", new Date(now.getTime() - reconcileAfterMs), batch);
  let settled = 0;
  for (const row of stale) {
    try {
      const result = await checkConfirmation(db, row.id);
      if (result.done) settled++;
      else await touchTransaction(db, row.id, new Date());
    } catch (error) {
      log.warn("reconciling a transaction failed; it comes round again", { transactionId: row.id, error });
    }
  }
  return { checked: stale.length, settled };
}
