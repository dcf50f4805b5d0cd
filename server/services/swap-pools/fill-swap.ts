import { assets } from "../../assets";
import type { Tx } from "../../db/client";
import type { QuoteRow } from "../../db/queries/quotes";
import { insertSwapFill, lockSwapPool } from "../../db/queries/swap-pools";
import { env } from "../../env";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";
import { type Prices, pairOf, poolFlow, usdMicros } from "../../pricing";
import { priceSwap } from "./price-swap";
import { requireSwapVolume } from "./volume-cap";

export type FillTerms = Pick<
  QuoteRow,
  "accountId" | "inputAsset" | "outputAsset" | "inputAmount" | "mode" | "slippageBps"
>;

/**
 * Takes the pair's lock, then prices the swap's input against the pool as every fill committed before it left it
 * (and as this account sees it): what the market gives now. The caller decides and records the fill in the same
 * database transaction, so two fills of a pair never both take the same depth.
 */
export async function lockedMarketOutput(tx: Tx, terms: FillTerms, prices: Prices, now: Date): Promise<bigint> {
  await lockSwapPool(tx, pairOf(terms.inputAsset, terms.outputAsset).key, now);
  const swap = {
    inputAsset: terms.inputAsset,
    outputAsset: terms.outputAsset,
    inputAmount: terms.inputAmount,
    mode: terms.mode,
    slippageBps: terms.slippageBps,
  };
  const { priced } = await priceSwap(tx, terms.accountId, swap, now, prices);
  return priced.outputAmount;
}

/** Records that the treasury filled the swap, paying `outputAmount`: the pool moves and the account's volume grows. */
export async function recordFill(
  tx: Tx,
  transactionId: string,
  terms: FillTerms,
  outputAmount: bigint,
  prices: Prices,
  now: Date,
) {
  await insertSwapFill(tx, {
    transactionId,
    accountId: terms.accountId,
    pair: pairOf(terms.inputAsset, terms.outputAsset).key,
    baseIn: poolFlow(
      terms.inputAsset,
      terms.outputAsset,
      { inputAmount: terms.inputAmount, outputAmount },
      env().PRICE_SPREAD_BPS,
    ),
    usdMicros: usdMicros(terms.inputAmount, terms.inputAsset, prices),
    filledAt: now,
  });
}

/**
 * The moment the treasury's signature is committed to a wallet swap (inside the record that uses the quote up):
 * the signed bytes pay the quote's output, which must not be more than PRICE_TOLERANCE_BPS better for the client
 * than what the market gives now, whatever the client's own slippage; and the account must stay within its
 * volume. Either refusal rolls the record back, and the signed bytes never leave the service.
 */
export async function fillWalletSwap(tx: Tx, transactionId: string, quote: QuoteRow, prices: Prices, now: Date) {
  const market = await lockedMarketOutput(tx, quote, prices, now);
  const toleranceBps = BigInt(env().PRICE_TOLERANCE_BPS);
  if (quote.outputAmount * 10_000n > market * (10_000n + toleranceBps)) {
    const decimals = assets[quote.outputAsset].decimals;
    throw new AppError("SLIPPAGE_EXCEEDED", "The price moved since the quote; get a new quote and sign again", {
      reason: "price_moved",
      outputAmount: formatAmount(quote.outputAmount, decimals),
      currentOutputAmount: formatAmount(market, decimals),
      toleranceBps: Number(toleranceBps),
      slippageBps: quote.slippageBps,
    });
  }
  await requireSwapVolume(tx, quote.accountId, usdMicros(quote.inputAmount, quote.inputAsset, prices), now);
  await recordFill(tx, transactionId, quote, quote.outputAmount, prices, now);
}
