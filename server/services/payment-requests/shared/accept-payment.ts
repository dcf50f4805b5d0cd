import { PublicKey } from "@solana/web3.js";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { AppError } from "../../../errors";
import { decodeSignedTransaction, inspectSignedTransaction } from "../../../ledger/inspect-transfer";

/** A signed transaction that pays a request: who paid, its signature and its bytes. */
export type AcceptedPayment = {
  payer: PublicKey;
  signature: string;
  wire: Buffer;
  signatureCount: number;
  newTokenAccounts: number;
};

/**
 * The check of wallet-mode create (inspectSignedTransaction): the payer pays the fee and signs, and the transaction
 * makes exactly one transfer, `amount` of `asset` from the payer to the recipient, and nothing else that moves money
 * (compute budget, memo and the recipient's token account aside). It must also name the reference, else the
 * ledger would not list it under the request. Anything else is INVALID_SIGNATURE with what differs: a transaction
 * paying less or another recipient never pays the request, whatever it carries.
 */
export function acceptPayment(row: PaymentRequestRow, base64: string): AcceptedPayment {
  const tx = decodeSignedTransaction(base64);
  const payer = tx.message.staticAccountKeys[0]!;
  const expected = [{ asset: row.asset, from: payer, to: new PublicKey(row.recipient), amount: row.amount }];
  const signed = inspectSignedTransaction(base64, payer, expected);
  const reference = new PublicKey(row.reference);
  if (!tx.message.staticAccountKeys.some((key) => key.equals(reference))) {
    throw new AppError("INVALID_SIGNATURE", "The transaction does not carry this payment request's reference", {
      reason: "reference_missing",
      reference: row.reference,
    });
  }
  return { payer, ...signed };
}
