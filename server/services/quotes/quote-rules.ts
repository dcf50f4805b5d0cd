import type { QuoteRow } from "../../db/queries/quotes";
import type { TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";

/**
 * The one home of the rules that decide whether a quote may be used: by a transaction (prepare, create) or by a
 * refresh. Every refusal is INVALID_QUOTE with `details.quoteId` and `details.reason`.
 */
export type QuoteUse = { mode: TransactionRow["mode"]; type: TransactionRow["type"] };

function invalid(quoteId: string, reason: string, message: string, details: Record<string, unknown> = {}): AppError {
  return new AppError("INVALID_QUOTE", message, { quoteId, reason, ...details });
}

export function quoteNotFound(quoteId: string): AppError {
  return invalid(quoteId, "not_found", `Quote ${quoteId} does not exist`);
}

export function quoteUsed(quoteId: string): AppError {
  return invalid(quoteId, "used", `Quote ${quoteId} was already used by a transaction; get a new quote`);
}

/** Unused and unexpired: what both a transaction and a refresh need. */
export function requireQuoteAvailable(quote: QuoteRow, now: Date): QuoteRow {
  if (quote.usedAt) {
    throw quoteUsed(quote.id);
  }
  if (quote.expiresAt <= now) {
    const expiredAt = quote.expiresAt.toISOString();
    throw invalid(quote.id, "expired", `Quote ${quote.id} expired at ${expiredAt}; get a new quote`, {
      expiredAt,
    });
  }
  return quote;
}

/** Priced for this mode, and a swap quote (two assets) for a swap, a send quote (one asset) otherwise. */
export function requireQuoteFits(quote: QuoteRow, use: QuoteUse): QuoteRow {
  if (quote.mode !== use.mode) {
    throw invalid(quote.id, "mode_mismatch", `Quote ${quote.id} was priced for ${quote.mode} mode, not ${use.mode}`, {
      quoteMode: quote.mode,
    });
  }
  const sameAsset = quote.inputAsset === quote.outputAsset;
  if (use.type === "swap" && sameAsset) {
    throw invalid(quote.id, "not_a_swap_quote", "A swap needs a quote whose input and output assets differ");
  }
  if (use.type !== "swap" && !sameAsset) {
    throw invalid(quote.id, "not_a_send_quote", `A ${use.type} needs a quote with the same input and output asset`);
  }
  return quote;
}

/** Everything a transaction needs of its quote: it exists (for this account), is available, and fits. */
export function requireQuoteFor(quote: QuoteRow | undefined, quoteId: string, use: QuoteUse, now: Date): QuoteRow {
  if (!quote) throw quoteNotFound(quoteId);
  return requireQuoteFits(requireQuoteAvailable(quote, now), use);
}
