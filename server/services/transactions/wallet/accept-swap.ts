import { assets } from "../../../assets";
import type { DbOrTx } from "../../../db/client";
import { isPreparedSwap } from "../../../db/queries/prepared-swaps";
import { AppError } from "../../../errors";
import { inspectPreparedTransaction, preparedTransfersDiffer } from "../../../ledger/inspect-transfer";
import { loadTreasury } from "../../../ledger/treasury";
import { formatAmount } from "../../../money";
import { freshPrices, swapSymbols } from "../../../pricing";
import { fillWalletSwap } from "../../swap-pools/fill-swap";
import type { SignedWalletTransaction } from "./submit-wallet-transaction";
import { swapLegs } from "./swap-terms";
import type { TransferRequest } from "./transfer-request";

/**
 * A swap prepared under the quote's earlier price: its bytes pay what the quote said then, not what it says now
 * (a refresh reprices the quote under the same id, and every message prepared before stays in prepared_swaps).
 * Accepting it would pay one amount on chain and record another, so it is refused before anything is signed.
 */
function refuseStalePrice(request: TransferRequest, found: unknown): never {
  const { quote } = request;
  throw new AppError(
    "INVALID_QUOTE",
    `Quote ${quote.id} was refreshed after this swap was prepared; prepare it again and sign the new transaction`,
    {
      quoteId: quote.id,
      reason: "refreshed",
      outputAmount: formatAmount(quote.outputAmount, assets[quote.outputAsset].decimals),
      found,
    },
  );
}

/**
 * A user-signed swap: byte for byte one the service prepared under this quote, signed by the user, paying exactly
 * the quote's current input and output, at a price that is fresh now (else 503 PRICE_UNAVAILABLE). The treasury's
 * signature is added here, in memory: the signed bytes leave the service only by the broadcast that follows the
 * record using the quote up, and the record both refuses a quote repriced since this check (record-transaction.ts)
 * and fills the swap against the pool under its pair's lock, refusing a quote better for the client than the
 * market now by more than the treasury's tolerance (swap-pools/fill-swap.ts).
 */
export async function acceptSwap(
  db: DbOrTx,
  request: TransferRequest,
  base64: string,
): Promise<SignedWalletTransaction> {
  const { quote, sender } = request;
  const { transaction, signature } = await inspectPreparedTransaction(base64, sender, (hash) =>
    isPreparedSwap(db, quote.id, hash),
  );
  const treasury = loadTreasury();
  const [input, output] = swapLegs(quote);
  const differ = preparedTransfersDiffer(transaction, [
    { asset: input.asset, from: sender, to: treasury.publicKey, amount: input.amount },
    { asset: output.asset, from: treasury.publicKey, to: sender, amount: output.amount },
  ]);
  if (differ) refuseStalePrice(request, differ.found);
  const prices = await freshPrices(swapSymbols(quote.inputAsset, quote.outputAsset));
  transaction.sign([treasury]);
  return {
    signature,
    wire: Buffer.from(transaction.serialize()),
    // The treasury's signature is paid by the user too: the user is the fee payer.
    signatureCount: transaction.message.header.numRequiredSignatures,
    newTokenAccounts: 0,
    // What the sender receives: the quote's output, which the bytes were just checked to pay.
    legs: [{ address: sender.toBase58(), amount: quote.outputAmount }],
    within: (tx, transactionId) => fillWalletSwap(tx, transactionId, quote, prices, new Date()),
  };
}
