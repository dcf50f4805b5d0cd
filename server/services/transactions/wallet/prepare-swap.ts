import type { DbOrTx } from "../../../db/client";
import { countPreparedSwaps, insertPreparedSwap } from "../../../db/queries/prepared-swaps";
import { buildSwap, messageHash } from "../../../ledger/build-swap";
import { loadTreasury } from "../../../ledger/treasury";
import { checkSenderBalance, senderCostsView } from "./check-balance";
import { refuseOverPrepared } from "./prepare-limit";
import { swapLegs } from "./swap-terms";
import type { TransferRequest } from "./transfer-request";

/**
 * The swap for the user to sign, unsigned by the treasury: its message hash is kept with the quote, and create
 * accepts only a message from this list, signing for the treasury only after the quote is used up. The user pays
 * both signatures (it is the fee payer), so a user who cannot pay them and the input is refused here.
 */
export async function prepareSwap(db: DbOrTx, request: TransferRequest) {
  const { quote } = request;
  refuseOverPrepared(quote.id, await countPreparedSwaps(db, quote.id));
  const signatures = 2;
  const swap = await buildSwap(request.sender, loadTreasury().publicKey, ...swapLegs(quote));
  await checkSenderBalance(
    request.sender,
    quote.inputAsset,
    quote.inputAmount,
    signatures,
    swap.tokenAccountsCreated,
    swap.priorityFee,
  );
  await insertPreparedSwap(db, quote.id, messageHash(swap.transaction));
  return {
    transaction: Buffer.from(swap.transaction.serialize()).toString("base64"),
    lastValidBlockHeight: swap.lastValidBlockHeight,
    recipientsNeedingAta: 0,
    senderCosts: senderCostsView(signatures, swap.tokenAccountsCreated, swap.priorityFee),
  };
}
