import type { DbOrTx } from "../../db/client";
import { findQuote, repriceQuote } from "../../db/queries/quotes";
import { AppError } from "../../errors";
import { pricedColumns } from "./price-row";
import { quoteView } from "./quote-view";

/** New pricing and a new expiry under the same id; an expired or used quote is refused, not revived. */
export async function refreshQuote(db: DbOrTx, accountId: string, quoteId: string) {
  const quote = await findQuote(db, accountId, quoteId);
  if (!quote) throw new AppError("QUOTE_NOT_FOUND", `No quote ${quoteId}`, { quoteId });
  const now = new Date();
  if (quote.usedAt) {
    throw new AppError("INVALID_QUOTE", `Quote ${quoteId} was already used by a transaction`, {
      quoteId,
      reason: "used",
    });
  }
  if (quote.expiresAt <= now) {
    throw new AppError(
      "INVALID_QUOTE",
      `Quote ${quoteId} expired at ${quote.expiresAt.toISOString()}; ask for a new one`,
      {
        quoteId,
        reason: "expired",
        expiredAt: quote.expiresAt.toISOString(),
      },
    );
  }
  const updated = await repriceQuote(db, accountId, quoteId, pricedColumns(quote, now));
  if (!updated) {
    throw new AppError("INVALID_QUOTE", `Quote ${quoteId} was used while it was being refreshed`, {
      quoteId,
      reason: "used",
    });
  }
  return quoteView(updated);
}
