import type { PublicKey } from "@solana/web3.js";
import type { z } from "zod";
import { assets } from "../../../assets";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { DbOrTx } from "../../../db/client";
import { findQuote, type QuoteRow } from "../../../db/queries/quotes";
import { AppError } from "../../../errors";
import type { Transfer } from "../../../ledger/build-transfer";
import { formatAmount, parseAmount } from "../../../money";
import { requireQuoteFor } from "../../quotes/quote-rules";
import { requirePayableRecipients } from "../recipient-rules";
import { parseSender, parseTransfers, requireQuotedTotal } from "../recipients";

type Body = z.infer<typeof prepareTransactionBody>;
export type TransferRequest = { quote: QuoteRow; sender: PublicKey; transfers: Transfer[] };

/** Everything a wallet-mode request must satisfy before a transaction is built or accepted. */
export async function resolveTransferRequest(db: DbOrTx, accountId: string, body: Body): Promise<TransferRequest> {
  const quote = requireQuoteFor(await findQuote(db, accountId, body.quoteId), body.quoteId, body, new Date());
  const sender = parseSender(body.sender, { mustSign: true });
  if (body.type === "swap") return resolveSwap(quote, sender, body);
  if (body.type === "send" && body.recipients.length !== 1) {
    throw new AppError("INVALID_RECIPIENT", "A send has exactly one recipient; use payroll for several", {
      recipients: body.recipients.length,
    });
  }
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
  const input = assets[quote.inputAsset];
  const amount = parseAmount(recipient.amount, input.decimals);
  if (!amount.ok || amount.units !== quote.inputAmount) {
    throw new AppError("INVALID_AMOUNT", "A swap's amount is the quoted input amount", {
      quoted: formatAmount(quote.inputAmount, input.decimals),
      requested: recipient.amount,
    });
  }
  return { quote, sender, transfers: [{ to: sender, amount: quote.inputAmount }] };
}
