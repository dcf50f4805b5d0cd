import type { PublicKey } from "@solana/web3.js";
import type { z } from "zod";
import type { createTransactionBody } from "../../../../contracts/transactions";
import type { DbOrTx } from "../../../../db/client";
import { findQuote, type QuoteRow } from "../../../../db/queries/quotes";
import { AppError } from "../../../../errors";
import type { Transfer } from "../../../../ledger/build-transfer";
import { requireQuoteFor } from "../../../quotes/quote-rules";
import { requirePayableRecipients } from "../../recipient-rules";
import {
  parseSender,
  parseTransfers,
  requireOneSendRecipient,
  requireQuotedTotal,
  requireSwapInputAmount,
} from "../../recipients";
import { ledgerOrUnavailable } from "./ledger-or-unavailable";

type Body = z.infer<typeof createTransactionBody>;

/** A private request, checked: its quote, who says they pay, and what each recipient gets in the output asset. */
export type PrivateRequest = { quote: QuoteRow; sender: PublicKey; legs: Transfer[] };

/** A private swap pays its one recipient, who may be anyone (that is the point), the quote's output. */
function swapLegs(quote: QuoteRow, body: Body): Transfer[] {
  const [recipient, ...others] = body.recipients;
  if (!recipient || others.length > 0) {
    throw new AppError("INVALID_RECIPIENT", "A swap has exactly one recipient", { recipients: body.recipients.length });
  }
  const [leg] = parseTransfers([{ address: recipient.address, amount: "1" }], quote.outputAsset);
  requireSwapInputAmount(quote, recipient.amount);
  return [{ to: leg!.to, amount: quote.outputAmount }];
}

/** Everything a private-mode request must satisfy before a deposit address is handed out. */
export async function resolvePrivateRequest(db: DbOrTx, accountId: string, body: Body): Promise<PrivateRequest> {
  if (body.signedTransaction !== undefined) {
    throw new AppError("INVALID_REQUEST", "Private mode takes no signedTransaction: you pay the deposit address", {
      field: "signedTransaction",
    });
  }
  const quote = requireQuoteFor(await findQuote(db, accountId, body.quoteId), body.quoteId, body, new Date());
  const sender = parseSender(body.sender, { mustSign: false });
  requireOneSendRecipient(body);
  let legs: Transfer[];
  if (body.type === "swap") legs = swapLegs(quote, body);
  else {
    legs = parseTransfers(body.recipients, quote.inputAsset);
    requireQuotedTotal(legs, quote);
  }
  // The legs are paid in the output asset (a send's is its input asset): the ledger's rules for that asset.
  await ledgerOrUnavailable(() => requirePayableRecipients(quote.outputAsset, legs));
  return { quote, sender, legs };
}
