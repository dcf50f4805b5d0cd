import { PublicKey } from "@solana/web3.js";
import type { DbOrTx } from "../../../db/client";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { findQuote } from "../../../db/queries/quotes";
import type { TransferRequest } from "../../transactions/wallet/transfer-request";
import { requestQuote } from "./request-quote";

/**
 * The wallet-mode send that pays a request, from `payer`: a fresh quote of the request's account for its amount
 * (the pipeline every wallet send goes through: prepare builds on it, the record uses it up), and the one transfer
 * to the recipient naming the reference.
 */
export async function paymentTransfer(db: DbOrTx, row: PaymentRequestRow, payer: PublicKey): Promise<TransferRequest> {
  const { quoteId } = await requestQuote(db, row, "wallet");
  const quote = (await findQuote(db, row.accountId, quoteId))!;
  const transfers = [{ to: new PublicKey(row.recipient), amount: row.amount, reference: new PublicKey(row.reference) }];
  return { quote, sender: payer, transfers };
}
