import type { DbOrTx } from "../../../db/client";
import { isPreparedSwap } from "../../../db/queries/prepared-swaps";
import { inspectPreparedTransaction } from "../../../ledger/inspect-transfer";
import { loadTreasury } from "../../../ledger/treasury";
import type { SignedWalletTransaction } from "./submit-wallet-transaction";
import { checkSlippage } from "./swap-terms";
import type { TransferRequest } from "./transfer-request";

/**
 * A user-signed swap: byte for byte one the service prepared under this quote, signed by the user, and still
 * within the quote's slippage. The treasury's signature is added here, in memory: the signed bytes leave the
 * service only by the broadcast that follows the record using the quote up.
 */
export async function acceptSwap(
  db: DbOrTx,
  request: TransferRequest,
  base64: string,
): Promise<SignedWalletTransaction> {
  const quoteId = request.quote.id;
  const { transaction, signature } = await inspectPreparedTransaction(base64, request.sender, (hash) =>
    isPreparedSwap(db, quoteId, hash),
  );
  checkSlippage(request.quote);
  transaction.sign([loadTreasury()]);
  return {
    signature,
    wire: Buffer.from(transaction.serialize()),
    // The treasury's signature is paid by the user too: the user is the fee payer.
    signatureCount: transaction.message.header.numRequiredSignatures,
    newTokenAccounts: 0,
    // What the sender receives: the quote's output.
    legs: [{ address: request.sender.toBase58(), amount: request.quote.outputAmount }],
  };
}
