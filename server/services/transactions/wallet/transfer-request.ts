import type { PublicKey } from "@solana/web3.js";
import type { z } from "zod";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { DbOrTx } from "../../../db/client";
import { findQuote, type QuoteRow } from "../../../db/queries/quotes";
import { AppError } from "../../../errors";
import type { Transfer } from "../../../ledger/build-transfer";
import { requireQuoteFor } from "../../quotes/quote-rules";
import { requirePayableRecipients } from "../recipient-rules";
import {
  parseSender,
  parseTransfers,
  requireOneSendRecipient,
  requireQuotedTotal,
  requireSwapInputAmount,
} from "../recipients";

type Body = z.infer<typeof prepareTransactionBody>;
export type TransferRequest = { quote: QuoteRow; sender: PublicKey; transfers: Transfer[] };

/** Everything a wallet-mode request must satisfy before a transaction is built or accepted. */
export async function resolveTransferRequest(db: DbOrTx, accountId: string, body: Body): Promise<TransferRequest> {
  const quote = requireQuoteFor(await findQuote(db, accountId, body.quoteId), body.quoteId, body, new Date());
  const sender = parseSender(body.sender, { mustSign: true });
  if (body.type === "swap") return resolveSwap(quote, sender, body);
  requireOneSendRecipient(body);
  const transfers = parseTransfers(body.recipients, quote.inputAsset);
  requireQuotedTotal(transfers, quote);
  await requirePayableRecipients(quote.inputAsset, transfers);
  return { quote, sender, transfers };
}

/** A swap's one recipient is the sender, receiving the quote's output for its input amount. */
function resolveSwap(quote: QuoteRow, sender: PublicKey, body: Body): TransferRequest {
  const [recipient, ...others] = body.recipients;
  if (!recipient || others.length > 0 || recipient.address !== sender.toBase58()) {
    throw new AppError("INVALID_RECIPIENT", "A swap has one recipient: the sender's own address", {
      sender: sender.toBase58(),
    });
  }
  requireSwapInputAmount(quote, recipient.amount);
  return { quote, sender, transfers: [{ to: sender, amount: quote.inputAmount }] };
}
