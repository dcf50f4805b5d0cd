import { PublicKey } from "@solana/web3.js";
import { assets } from "../../../assets";
import type { DbOrTx } from "../../../db/client";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { findQuote } from "../../../db/queries/quotes";
import { formatAmount } from "../../../money";
import { createQuote } from "../../quotes/create-quote";
import type { TransferRequest } from "../../transactions/wallet/transfer-request";

/**
 * The wallet-mode send that pays a request, from `payer`: a fresh quote of the request's account for its amount
 * (the pipeline every wallet send goes through: prepare builds on it, the record uses it up), and the one transfer
 * to the recipient naming the reference.
 */
export async function paymentTransfer(db: DbOrTx, row: PaymentRequestRow, payer: PublicKey): Promise<TransferRequest> {
  const amount = formatAmount(row.amount, assets[row.asset].decimals);
  const view = await createQuote(db, row.accountId, {
    inputAsset: row.asset,
    outputAsset: row.asset,
    amount,
    mode: "wallet",
    slippageBps: 100,
  });
  const quote = (await findQuote(db, row.accountId, view.quoteId))!;
  const transfers = [{ to: new PublicKey(row.recipient), amount: row.amount, reference: new PublicKey(row.reference) }];
  return { quote, sender: payer, transfers };
}
