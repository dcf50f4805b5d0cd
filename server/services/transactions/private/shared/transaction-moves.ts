import type { DbOrTx } from "../../../../db/client";
import { type LedgerMoveRow, movesByKeys, movesOf } from "../../../../db/queries/ledger-moves";
import { listRecipients } from "../../../../db/queries/transactions";

/**
 * Every ledger move that served a private transaction: its own (sweep, refunds, top-ups made for it) and the shared
 * payouts that paid its legs (found through the legs, since one payout serves several transactions).
 */
export async function movesOfTransaction(db: DbOrTx, transactionId: string): Promise<LedgerMoveRow[]> {
  const own = await movesOf(db, transactionId);
  const legs = await listRecipients(db, transactionId);
  const payoutKeys = [...new Set(legs.flatMap((l) => (l.payoutKey ? [l.payoutKey] : [])))];
  return [...own, ...(await movesByKeys(db, payoutKeys))];
}
