import { assets } from "../../../assets";
import type { DbOrTx } from "../../../db/client";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { formatAmount } from "../../../money";
import { createQuote } from "../../quotes/create-quote";

/**
 * The request's own quote: its account's, for its amount of its asset, sent as is (a send, not a swap), in the mode
 * the payer chose. Every payment of a request goes through the pipeline of a send with a fresh one; `amount` is the
 * decimal string the send names.
 */
export async function requestQuote(db: DbOrTx, row: PaymentRequestRow, mode: "wallet" | "private") {
  const amount = formatAmount(row.amount, assets[row.asset].decimals);
  const quote = await createQuote(db, row.accountId, {
    inputAsset: row.asset,
    outputAsset: row.asset,
    amount,
    mode,
    slippageBps: 100,
  });
  return { quoteId: quote.quoteId, amount };
}
