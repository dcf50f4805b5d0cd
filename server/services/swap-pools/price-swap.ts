import type { DbOrTx } from "../../db/client";
import { freshPrices, type Prices, priceQuote, type QuoteInput, swapSymbols } from "../../pricing";
import { poolView } from "./pool-state";

export type SwapTerms = Omit<QuoteInput, "prices" | "displacement">;

/** Prices a swap for `accountId` against the pool as it sees it now, at `prices` (fresh ones unless given). */
export async function priceSwap(db: DbOrTx, accountId: string, terms: SwapTerms, now: Date, prices?: Prices) {
  const fresh = prices ?? (await freshPrices(swapSymbols(terms.inputAsset, terms.outputAsset), now));
  const view = await poolView(db, accountId, terms.inputAsset, terms.outputAsset, now);
  return { priced: priceQuote({ ...terms, prices: fresh, displacement: view.displacement }), prices: fresh, view };
}
