import type { DbOrTx } from "../../db/client";
import { findQuote, repriceQuote } from "../../db/queries/quotes";
import { AppError } from "../../errors";
import { pricedColumns } from "./price-row";
import { quoteUsed, requireQuoteAvailable } from "./quote-rules";
import { quoteView } from "./quote-view";

/** New pricing and a new expiry under the same id; an expired or used quote is refused, not revived. */
export async function refreshQuote(db: DbOrTx, accountId: string, quoteId: string) {
  const found = await findQuote(db, accountId, quoteId);
  if (!found) throw new AppError("QUOTE_NOT_FOUND", `No quote ${quoteId}`, { quoteId });
  const now = new Date();
  const quote = requireQuoteAvailable(found, now);
  // The update re-checks that the quote is unused: a transaction that took it meanwhile wins.
  const updated = await repriceQuote(db, accountId, quoteId, await pricedColumns(quote, now));
  if (!updated) throw quoteUsed(quoteId);
  return quoteView(updated);
}
