import type { DbOrTx } from "../../db/client";
import type { QuoteRow } from "../../db/queries/quotes";
import { priorityFee } from "../../ledger/priority-fee";
import { conversionPrices, priceQuote, sendQuoteSymbols, usdMicros } from "../../pricing";
import { priceSwap, type SwapTerms } from "../swap-pools/price-swap";
import { requireSwapVolume } from "../swap-pools/volume-cap";
import { swapInventory } from "./swap-inventory";

/** Quote validity by mode (docs/architecture.md §4). */
export const quoteTtlMs = { wallet: 30_000, private: 60_000 } as const;

type PricingInput = Pick<QuoteRow, "inputAsset" | "outputAsset" | "inputAmount" | "mode" | "slippageBps">;

/**
 * A swap at fresh market prices (else 503 PRICE_UNAVAILABLE), against the pair's pool as earlier fills and this
 * account's own recent swaps left it, within the account's swap volume (else 422 SWAP_VOLUME_EXCEEDED).
 */
async function priceSwapQuote(db: DbOrTx, accountId: string, terms: SwapTerms, now: Date) {
  const { priced, prices } = await priceSwap(db, accountId, terms, now);
  await requireSwapVolume(db, accountId, usdMicros(terms.inputAmount, terms.inputAsset, prices), now);
  return priced;
}

/**
 * The priced columns of a quote row, at current prices from the configured source (a private send's fees too: else
 * 503 PRICE_UNAVAILABLE; a wallet-mode send reads none, sendQuoteSymbols), with a fresh expiry. A swap the service could not pay out
 * of its inventory is refused here (INSUFFICIENT_LIQUIDITY), before anyone signs or deposits anything.
 */
export async function pricedColumns(db: DbOrTx, accountId: string, input: PricingInput, now: Date) {
  const isSwap = input.inputAsset !== input.outputAsset;
  const terms = {
    inputAsset: input.inputAsset,
    outputAsset: input.outputAsset,
    inputAmount: input.inputAmount,
    mode: input.mode,
    slippageBps: input.slippageBps,
    treasuryAvailable: isSwap ? await swapInventory(input.mode, input.outputAsset) : undefined,
    // The cluster's recent price, for no account in particular (read at most every 2 s, then reused).
    priorityMicroLamports: await priorityFee([]),
  };
  const priced = isSwap
    ? await priceSwapQuote(db, accountId, terms, now)
    : priceQuote({ ...terms, prices: await conversionPrices(sendQuoteSymbols(input.inputAsset, input.mode), now) });
  return {
    outputAmount: priced.outputAmount,
    minOutputAmount: priced.minOutputAmount,
    priceImpactPct: priced.priceImpactPct,
    fee: priced.fee,
    feeNetwork: priced.feeBreakdown.network,
    feeRouting: priced.feeBreakdown.routing,
    feeAtaRent: priced.feeBreakdown.ataRent,
    feeNetworkLamports: priced.networkLamports,
    expiresAt: new Date(now.getTime() + quoteTtlMs[input.mode]),
  };
}
