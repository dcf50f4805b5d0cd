import type { DbOrTx } from "../../../db/client";
import { countPreparedSwaps, insertPreparedSwap } from "../../../db/queries/prepared-swaps";
import { buildSwap, messageHash } from "../../../ledger/build-swap";
import { loadTreasury } from "../../../ledger/treasury";
import { refuseOverPrepared } from "./prepare-limit";
import { swapLegs } from "./swap-terms";
import type { TransferRequest } from "./transfer-request";

/**
 * The swap for the user to sign, unsigned by the treasury: its message hash is kept with the quote, and create
 * accepts only a message from this list, signing for the treasury only after the quote is used up.
 */
export async function prepareSwap(db: DbOrTx, request: TransferRequest) {
  const { quote } = request;
  refuseOverPrepared(quote.id, await countPreparedSwaps(db, quote.id));
  const swap = await buildSwap(request.sender, loadTreasury().publicKey, ...swapLegs(quote));
  await insertPreparedSwap(db, quote.id, messageHash(swap.transaction));
  return {
    transaction: Buffer.from(swap.transaction.serialize()).toString("base64"),
    lastValidBlockHeight: swap.lastValidBlockHeight,
    recipientsNeedingAta: 0,
  };
}
