import type { DbOrTx } from "../../db/client";
import { findQuote, repriceQuote } from "../../db/queries/quotes";
import { pricedColumns } from "./price-row";
import { quoteNotFound, quoteUsed, requireQuoteAvailable } from "./quote-rules";
import { quoteView } from "./quote-view";

/** New pricing and a new expiry under the same id; an expired or used quote is refused, not revived. */
export async function refreshQuote(db: DbOrTx, accountId: string, quoteId: string) {
  const found = await findQuote(db, accountId, quoteId);
  if (!found) throw quoteNotFound(quoteId);
  const now = new Date();
  const quote = requireQuoteAvailable(found, now);
  // The update re-checks that the quote is unused: a transaction that took it meanwhile wins.
  const updated = await repriceQuote(db, accountId, quoteId, await pricedColumns(db, accountId, quote, now));
  if (!updated) throw quoteUsed(quoteId);
  return quoteView(updated);
}
