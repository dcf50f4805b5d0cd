import type { QuoteRow } from "../../db/queries/quotes";
import { priceQuote } from "../../pricing";

/** Quote validity by mode (docs/architecture.md §4). */
export const quoteTtlMs = { wallet: 30_000, private: 60_000 } as const;

type PricingInput = Pick<QuoteRow, "inputAsset" | "outputAsset" | "inputAmount" | "mode" | "slippageBps">;

/** The priced columns of a quote row, at current prices, with a fresh expiry. */
export function pricedColumns(input: PricingInput, now: Date) {
  const priced = priceQuote({
    inputAsset: input.inputAsset,
    outputAsset: input.outputAsset,
    inputAmount: input.inputAmount,
    mode: input.mode,
    slippageBps: input.slippageBps,
  });
  return {
    outputAmount: priced.outputAmount,
    minOutputAmount: priced.minOutputAmount,
    priceImpactPct: priced.priceImpactPct,
    fee: priced.fee,
    feeNetwork: priced.feeBreakdown.network,
    feeRouting: priced.feeBreakdown.routing,
    feeAtaRent: priced.feeBreakdown.ataRent,
    expiresAt: new Date(now.getTime() + quoteTtlMs[input.mode]),
  };
}
