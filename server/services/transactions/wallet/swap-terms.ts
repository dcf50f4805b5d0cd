import type { QuoteRow } from "../../../db/queries/quotes";

/** The two legs of a quoted swap: the quote's input to the treasury, the quote's output back. */
export function swapLegs(quote: QuoteRow) {
  return [
    { asset: quote.inputAsset, amount: quote.inputAmount },
    { asset: quote.outputAsset, amount: quote.outputAmount },
  ] as const;
}
