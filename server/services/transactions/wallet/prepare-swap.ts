import type { DbOrTx } from "../../../db/client";
import { countPreparedSwaps, insertPreparedSwap } from "../../../db/queries/prepared-swaps";
import { AppError } from "../../../errors";
import { buildSwap, messageHash } from "../../../ledger/build-swap";
import { loadTreasury } from "../../../ledger/treasury";
import { swapLegs } from "./swap-terms";
import type { TransferRequest } from "./transfer-request";

/** A quote lives 30 s; a wallet that needs more fresh blockhashes than this within it is misbehaving. */
const maxPreparesPerQuote = 20;

/**
 * The swap for the user to sign, unsigned by the treasury: its message hash is kept with the quote, and create
 * accepts only a message from this list, signing for the treasury only after the quote is used up.
 */
export async function prepareSwap(db: DbOrTx, request: TransferRequest) {
  const { quote } = request;
  if ((await countPreparedSwaps(db, quote.id)) >= maxPreparesPerQuote) {
    throw new AppError("INVALID_QUOTE", `Quote ${quote.id} was prepared too often; get a new quote`, {
      quoteId: quote.id,
      reason: "prepare_limit",
      maxPrepares: maxPreparesPerQuote,
    });
  }
  const swap = await buildSwap(request.sender, loadTreasury().publicKey, ...swapLegs(quote));
  await insertPreparedSwap(db, quote.id, messageHash(swap.transaction));
  return {
    transaction: Buffer.from(swap.transaction.serialize()).toString("base64"),
    lastValidBlockHeight: swap.lastValidBlockHeight,
    recipientsNeedingAta: 0,
  };
}
