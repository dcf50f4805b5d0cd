import type { QuoteRow } from "../../db/queries/quotes";
import type { TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { formatAmount, parseAmount, pow10 } from "../../money";

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

/** The smallest amount a quote prices, in whole units of any asset (docs/architecture.md §4). */
const minimumWholeUnits = "0.001";
/** The most one ledger transfer carries, in base units (a u64). */
export const maxU64 = 2n ** 64n - 1n;

/** An amount a quote can price: exact in the asset's decimals, a ledger u64, at least the minimum. */
export function quotableUnits(text: string, decimals: number, symbol: string): bigint {
  const parsed = parseAmount(text, decimals);
  if (!parsed.ok) {
    throw new AppError("INVALID_AMOUNT", `${symbol} has ${decimals} decimals; ${text} has more`, {
      amount: text,
      decimals,
    });
  }
  if (parsed.units > maxU64) {
    throw new AppError("INVALID_AMOUNT", `${text} ${symbol} is more than a ledger amount can hold`, { amount: text });
  }
  const minimum = pow10(decimals - 3);
  if (parsed.units < minimum) {
    throw new AppError("AMOUNT_TOO_SMALL", `The minimum amount is ${minimumWholeUnits} ${symbol}`, {
      amount: text,
      minimum: formatAmount(minimum, decimals),
    });
  }
  return parsed.units;
}
