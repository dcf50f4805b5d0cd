import { type AssetSymbol, assets } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";
import { formatAmount, mulDiv } from "../money";
import { quoteFees } from "./fees";
import { maxInputForImpact, poolFor, priceImpactPct, swapOutput } from "./pools";
import { type Prices, parsePrice, referencePrices } from "./reference-prices";

export type QuoteInput = {
  inputAsset: AssetSymbol;
  outputAsset: AssetSymbol;
  inputAmount: bigint;
  mode: "wallet" | "private";
  slippageBps: number;
  recipientCount?: number;
  recipientsNeedingAta?: number;
  /** What the treasury can pay out in the output asset, when known. */
  treasuryAvailable?: bigint;
  prices?: Prices;
  /** The compute-unit price transactions offer now, in micro-lamports: its estimate is in the network fee. */
  priorityMicroLamports?: bigint;
  config?: { depthSol?: number; routingFeeBps?: number; maxPriceImpactPct?: number };
};

export type PricedQuote = {
  outputAmount: bigint;
  minOutputAmount: bigint;
  priceImpactPct: number;
  fee: bigint;
  feeBreakdown: { network: bigint; routing: bigint; ataRent: bigint };
  /** The lamports the network fee covers, before its conversion into the input asset. */
  networkLamports: bigint;
};

function swap(input: QuoteInput, prices: Prices, depthSol: bigint, maxImpact: number) {
  const pool = poolFor(input.inputAsset, input.outputAsset, prices, depthSol);
  const impact = priceImpactPct(pool, input.inputAmount);
  if (impact > maxImpact) {
    const maxIn = maxInputForImpact(pool, maxImpact);
    throw new AppError(
      "INSUFFICIENT_LIQUIDITY",
      `This swap would move the price ${impact.toFixed(2)}%, more than ${maxImpact}%`,
      {
        priceImpactPct: impact,
        maxPriceImpactPct: maxImpact,
        maxInputAmount: formatAmount(maxIn, assets[input.inputAsset].decimals),
      },
    );
  }
  return { outputAmount: swapOutput(pool, input.inputAmount), priceImpactPct: impact };
}

/**
 * Prices a send (same asset both sides: output = input) or a swap through the asset pair's pool. Outputs round
 * down and fees round up, so rounding never costs the service.
 */
export function priceQuote(input: QuoteInput): PricedQuote {
  const prices = input.prices ?? referencePrices();
  const depthSol = BigInt(input.config?.depthSol ?? env().POOL_DEPTH_SOL);
  const maxImpact = input.config?.maxPriceImpactPct ?? env().MAX_PRICE_IMPACT_PCT;
  const isSwap = input.inputAsset !== input.outputAsset;
  const priced = isSwap
    ? swap(input, prices, depthSol, maxImpact)
    : { outputAmount: input.inputAmount, priceImpactPct: 0 };

  if (isSwap && input.treasuryAvailable !== undefined && priced.outputAmount > input.treasuryAvailable) {
    const decimals = assets[input.outputAsset].decimals;
    throw new AppError(
      "INSUFFICIENT_LIQUIDITY",
      `The treasury cannot pay ${formatAmount(priced.outputAmount, decimals)} ${input.outputAsset} right now`,
      {
        outputAmount: formatAmount(priced.outputAmount, decimals),
        available: formatAmount(input.treasuryAvailable, decimals),
      },
    );
  }

  const fees = quoteFees(
    {
      inputAsset: input.inputAsset,
      inputAmount: input.inputAmount,
      mode: input.mode,
      isSwap,
      recipientCount: input.recipientCount ?? 1,
      recipientsNeedingAta: input.recipientsNeedingAta ?? 0,
      routingFeeBps: input.config?.routingFeeBps ?? env().ROUTING_FEE_BPS,
      routingFeeMinUsd: parsePrice(env().ROUTING_FEE_MIN_USD),
      priorityMicroLamports: input.priorityMicroLamports,
    },
    prices,
  );
  const minOutputAmount = isSwap
    ? mulDiv(priced.outputAmount, BigInt(10_000 - input.slippageBps), 10_000n)
    : priced.outputAmount;
  return {
    outputAmount: priced.outputAmount,
    minOutputAmount,
    priceImpactPct: priced.priceImpactPct,
    fee: fees.total,
    feeBreakdown: { network: fees.network, routing: fees.routing, ataRent: fees.ataRent },
    networkLamports: fees.networkLamports,
  };
}
