import { inspectSignedTransaction } from "../../../ledger/inspect-transfer";
import type { SignedWalletTransaction } from "./submit-wallet-transaction";
import type { TransferRequest } from "./transfer-request";

/** A user-signed send or payroll: exactly the requested transfers, from the sender, signed by the sender. */
export function acceptTransfer(request: TransferRequest, base64: string): SignedWalletTransaction {
  const asset = request.quote.inputAsset;
  const expected = request.transfers.map((t) => ({ asset, from: request.sender, to: t.to, amount: t.amount }));
  const signed = inspectSignedTransaction(base64, request.sender, expected);
  return {
    signature: signed.signature,
    wire: signed.wire,
    signatureCount: signed.signatureCount,
    newTokenAccounts: signed.newTokenAccounts,
    legs: request.transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount })),
  };
}
