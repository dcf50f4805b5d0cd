import type { PublicKey } from "@solana/web3.js";
import type { z } from "zod";
import { assets } from "../../../assets";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { DbOrTx } from "../../../db/client";
import { findQuote, type QuoteRow } from "../../../db/queries/quotes";
import { AppError } from "../../../errors";
import { parseAddress } from "../../../ledger/address";
import type { Transfer } from "../../../ledger/build-transfer";
import { formatAmount, parseAmount } from "../../../money";

type Body = z.infer<typeof prepareTransactionBody>;
export type TransferRequest = { quote: QuoteRow; sender: PublicKey; transfers: Transfer[] };

/** The sender pays and signs: a wallet address, on the ed25519 curve. */
function requireSender(text: string): PublicKey {
  const sender = parseAddress(text, { requireOnCurve: true });
  if (!sender) throw new AppError("INVALID_ADDRESS", "sender is not a wallet address", { sender: text });
  return sender;
}

function usableQuote(quote: QuoteRow | undefined, quoteId: string, mode: string): QuoteRow {
  if (!quote) throw new AppError("INVALID_QUOTE", `Quote ${quoteId} does not exist`, { quoteId, reason: "not_found" });
  if (quote.usedAt)
    throw new AppError("INVALID_QUOTE", `Quote ${quoteId} was already used`, { quoteId, reason: "used" });
  if (quote.expiresAt <= new Date()) {
    throw new AppError("INVALID_QUOTE", `Quote ${quoteId} expired at ${quote.expiresAt.toISOString()}; refresh it`, {
      quoteId,
      reason: "expired",
    });
  }
  if (quote.mode !== mode) {
    throw new AppError("INVALID_QUOTE", `Quote ${quoteId} was priced for ${quote.mode} mode`, {
      quoteId,
      reason: "mode_mismatch",
    });
  }
  return quote;
}

/** Everything a send or payroll request must satisfy before a transaction is built or accepted. */
export async function resolveTransferRequest(db: DbOrTx, accountId: string, body: Body): Promise<TransferRequest> {
  const quote = usableQuote(await findQuote(db, accountId, body.quoteId), body.quoteId, body.mode);
  if (body.type === "swap") return resolveSwap(quote, body);
  if (quote.inputAsset !== quote.outputAsset) {
    throw new AppError("INVALID_QUOTE", `A ${body.type} needs a quote with the same input and output asset`, {
      quoteId: quote.id,
      reason: "not_a_send_quote",
    });
  }
  if (body.type === "send" && body.recipients.length !== 1) {
    throw new AppError("INVALID_RECIPIENT", "A send has exactly one recipient; use payroll for several", {
      recipients: body.recipients.length,
    });
  }
  const sender = requireSender(body.sender);
  const asset = assets[quote.inputAsset];
  const transfers = body.recipients.map((recipient, index) => {
    const to = parseAddress(recipient.address);
    if (!to) {
      throw new AppError("INVALID_RECIPIENT", `recipients[${index}].address is not a ledger address`, {
        index,
        address: recipient.address,
      });
    }
    const amount = parseAmount(recipient.amount, asset.decimals);
    if (!amount.ok || amount.units === 0n) {
      throw new AppError("INVALID_AMOUNT", `recipients[${index}].amount must be a positive ${asset.symbol} amount`, {
        index,
        amount: recipient.amount,
      });
    }
    return { to, amount: amount.units };
  });
  const total = transfers.reduce((sum, t) => sum + t.amount, 0n);
  if (total !== quote.inputAmount) {
    throw new AppError("INVALID_AMOUNT", "The recipients' amounts must add up to the quoted amount", {
      quoted: formatAmount(quote.inputAmount, asset.decimals),
      requested: formatAmount(total, asset.decimals),
    });
  }
  return { quote, sender, transfers };
}

/** A swap's one recipient is the sender, receiving the quote's output for its input amount. */
function resolveSwap(quote: QuoteRow, body: Body): TransferRequest {
  if (quote.inputAsset === quote.outputAsset) {
    throw new AppError("INVALID_QUOTE", "A swap needs a quote whose input and output assets differ", {
      quoteId: quote.id,
      reason: "not_a_swap_quote",
    });
  }
  const sender = requireSender(body.sender);
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
