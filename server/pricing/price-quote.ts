import { type AssetSymbol, assets } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";
import { formatAmount, mulDiv } from "../money";
import { quoteFees } from "./fees";
import { displacedPool, inputRoom, pairOf, poolFor, shortfallPct, swapOutput } from "./pools";
import { type Prices, parsePrice } from "./reference-prices";

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
  /** From the configured source (price-source.ts): fresh for a swap, for a send those its costs convert with. */
  prices: Prices;
  /**
   * How far earlier swaps moved the pair's pool, as this client sees it (server/services/swap-pools): base units of
   * the pair's base asset, positive when sold to the treasury. 0, or unset: the pool at the reference price.
   */
  displacement?: bigint;
  /** The compute-unit price transactions offer now, in micro-lamports: its estimate is in the network fee. */
  priorityMicroLamports?: bigint;
  config?: { depthSol?: number; routingFeeBps?: number; maxPriceImpactPct?: number; spreadBps?: number };
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

function insufficient(input: QuoteInput, impact: number, maxImpact: number, room: bigint): AppError {
  return new AppError(
    "INSUFFICIENT_LIQUIDITY",
    `This swap would move the price ${impact.toFixed(2)}% from the market, more than the ${maxImpact}% the pool allows`,
    {
      priceImpactPct: impact,
      maxPriceImpactPct: maxImpact,
      maxInputAmount: formatAmount(room > 0n ? room : 0n, assets[input.inputAsset].decimals),
    },
  );
}

/**
 * A swap through the pair's pool as earlier swaps left it, less the spread. The pool refuses an input that would
 * push its input side past what one swap of the maximum impact pushes the untouched pool: pieces of a refused swap
 * are refused too once they add up to it.
 */
function swap(input: QuoteInput, prices: Prices, depthSol: bigint, maxImpact: number, spreadBps: number) {
  const reference = poolFor(input.inputAsset, input.outputAsset, prices, depthSol);
  const { sellsBase } = pairOf(input.inputAsset, input.outputAsset);
  const pool = displacedPool(reference, sellsBase, input.displacement ?? 0n);
  const gross = pool ? swapOutput(pool, input.inputAmount) : 0n;
  const impact = pool ? shortfallPct(reference, pool, input.inputAmount) : 100;
  const room = pool ? inputRoom(reference, pool, maxImpact) : 0n;
  if (!pool || input.inputAmount > room) throw insufficient(input, impact, maxImpact, room);
  return { outputAmount: mulDiv(gross, BigInt(10_000 - spreadBps), 10_000n), priceImpactPct: impact };
}

/**
 * Prices a send (same asset both sides: output = input) or a swap through the asset pair's pool. Outputs round
 * down and fees round up, so rounding never costs the service.
 */
export function priceQuote(input: QuoteInput): PricedQuote {
  const { prices } = input;
  const depthSol = BigInt(input.config?.depthSol ?? env().POOL_DEPTH_SOL);
  const maxImpact = input.config?.maxPriceImpactPct ?? env().MAX_PRICE_IMPACT_PCT;
  const spreadBps = input.config?.spreadBps ?? env().PRICE_SPREAD_BPS;
  const isSwap = input.inputAsset !== input.outputAsset;
  const priced = isSwap
    ? swap(input, prices, depthSol, maxImpact, spreadBps)
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
