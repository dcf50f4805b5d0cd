import type { DbOrTx } from "../../../../db/client";
import { type LedgerMoveRow, movesByKeys, movesOf } from "../../../../db/queries/ledger-moves";
import { payoutKeysOfTransaction } from "../../../../db/queries/transactions";

/**
 * Every ledger move that served a private transaction: its own (sweep, refunds, top-ups made for it) and the shared
 * payouts that paid its legs (found through the legs, since one payout serves several transactions).
 */
export async function movesOfTransaction(db: DbOrTx, transactionId: string): Promise<LedgerMoveRow[]> {
  const own = await movesOf(db, transactionId);
  return [...own, ...(await movesByKeys(db, await payoutKeysOfTransaction(db, transactionId)))];
}
