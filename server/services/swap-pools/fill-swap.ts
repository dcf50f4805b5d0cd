import { assets } from "../../assets";
import type { Tx } from "../../db/client";
import type { QuoteRow } from "../../db/queries/quotes";
import { insertSwapFill, lockAccountSwaps, lockSwapPool } from "../../db/queries/swap-pools";
import { env } from "../../env";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";
import { type Prices, pairOf, pastTolerance, poolFlow, usdMicros } from "../../pricing";
import { priceSwap } from "./price-swap";
import { requireSwapVolume } from "./volume-cap";

export type FillTerms = Pick<
  QuoteRow,
  "accountId" | "inputAsset" | "outputAsset" | "inputAmount" | "mode" | "slippageBps"
>;

/** What the market gives for a swap now, and the pool's displacement it was priced against (this account's view). */
export type LockedMarket = { outputAmount: bigint; seenDisplacement: bigint };

/**
 * Takes the account's swap lock, then the pair's (always in this order, so two fills never wait on each other's),
 * then prices the swap's input against the pool as every fill committed before it left it (and as this account
 * sees it): what the market gives now. The caller decides and records the fill in the same database transaction,
 * so two fills of a pair never both take the same depth, and two fills of an account, on any pairs, never both
 * pass its volume cap.
 */
export async function lockedMarket(tx: Tx, terms: FillTerms, prices: Prices, now: Date): Promise<LockedMarket> {
  await lockAccountSwaps(tx, terms.accountId);
  await lockSwapPool(tx, pairOf(terms.inputAsset, terms.outputAsset).key, now);
  const swap = {
    inputAsset: terms.inputAsset,
    outputAsset: terms.outputAsset,
    inputAmount: terms.inputAmount,
    mode: terms.mode,
    slippageBps: terms.slippageBps,
  };
  const { priced, view } = await priceSwap(tx, terms.accountId, swap, now, prices);
  return { outputAmount: priced.outputAmount, seenDisplacement: view.displacement };
}

export type Fill = {
  transactionId: string;
  terms: FillTerms;
  /** What the treasury pays. */
  outputAmount: bigint;
  market: LockedMarket;
  prices: Prices;
  now: Date;
};

/** Records that the treasury filled the swap, paying `outputAmount`: the pool moves and the account's volume grows. */
export async function recordFill(tx: Tx, fill: Fill) {
  const { terms } = fill;
  await insertSwapFill(tx, {
    transactionId: fill.transactionId,
    accountId: terms.accountId,
    pair: pairOf(terms.inputAsset, terms.outputAsset).key,
    baseIn: poolFlow(
      terms.inputAsset,
      terms.outputAsset,
      { inputAmount: terms.inputAmount, outputAmount: fill.outputAmount },
      env().PRICE_SPREAD_BPS,
    ),
    usdMicros: usdMicros(terms.inputAmount, terms.inputAsset, fill.prices),
    seenDisplacement: fill.market.seenDisplacement,
    filledAt: fill.now,
  });
}

/**
 * The moment the treasury's signature is committed to a wallet swap (inside the record that uses the quote up):
 * the signed bytes pay the quote's output, which must not be more than PRICE_TOLERANCE_BPS better for the client
 * than what the market gives now, whatever the client's own slippage; and the account must stay within its
 * volume. Either refusal rolls the record back, and the signed bytes never leave the service. Every send of the
 * bytes checks the price again (fill-holds.ts).
 */
export async function fillWalletSwap(tx: Tx, transactionId: string, quote: QuoteRow, prices: Prices, now: Date) {
  const market = await lockedMarket(tx, quote, prices, now);
  if (pastTolerance(quote.outputAmount, market.outputAmount)) {
    const decimals = assets[quote.outputAsset].decimals;
    throw new AppError("SLIPPAGE_EXCEEDED", "The price moved since the quote; get a new quote and sign again", {
      reason: "price_moved",
      outputAmount: formatAmount(quote.outputAmount, decimals),
      currentOutputAmount: formatAmount(market.outputAmount, decimals),
      toleranceBps: env().PRICE_TOLERANCE_BPS,
      slippageBps: quote.slippageBps,
    });
  }
  await requireSwapVolume(tx, quote.accountId, usdMicros(quote.inputAmount, quote.inputAsset, prices), now);
  await recordFill(tx, { transactionId, terms: quote, outputAmount: quote.outputAmount, market, prices, now });
}
