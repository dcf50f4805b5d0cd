import { assets } from "../../../assets";
import type { QuoteRow } from "../../../db/queries/quotes";
import { AppError } from "../../../errors";
import { formatAmount } from "../../../money";
import { priceQuote } from "../../../pricing";

/** The two legs of a quoted swap: the quote's input to the treasury, the quote's output back. */
export function swapLegs(quote: QuoteRow) {
  return [
    { asset: quote.inputAsset, amount: quote.inputAmount },
    { asset: quote.outputAsset, amount: quote.outputAmount },
  ] as const;
}

/** At submit time the market must still give at least the quote's minimum output, or the treasury does not trade. */
export function checkSlippage(quote: QuoteRow): void {
  const now = priceQuote({
    inputAsset: quote.inputAsset,
    outputAsset: quote.outputAsset,
    inputAmount: quote.inputAmount,
    mode: quote.mode,
    slippageBps: quote.slippageBps,
  });
  if (now.outputAmount < quote.minOutputAmount) {
    const decimals = assets[quote.outputAsset].decimals;
    throw new AppError("SLIPPAGE_EXCEEDED", "The price moved beyond the quote's slippage tolerance; get a new quote", {
      minOutputAmount: formatAmount(quote.minOutputAmount, decimals),
      currentOutputAmount: formatAmount(now.outputAmount, decimals),
      slippageBps: quote.slippageBps,
    });
  }
}
