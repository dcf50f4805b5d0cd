import { type AssetSymbol, assets } from "../assets";
import { pow10 } from "../money";
import type { Prices } from "./reference-prices";

export type PoolSide = { reserveIn: bigint; reserveOut: bigint };

/**
 * Every pair trades through a virtual constant-product pool whose two sides are each worth `depthSol` SOL at the
 * reference prices, so the pool's spot price is the reference price. With x*y=k the price impact of dx is
 * dx/(X+dx): at 50,000 SOL of depth, 10 SOL moves the price 0.02%, 100 SOL 0.2%, 1,000 SOL 1.96% and 2,000 SOL
 * 3.8%, the indicative impacts of docs/architecture.md §10.
 */
export function poolFor(input: AssetSymbol, output: AssetSymbol, prices: Prices, depthSol: bigint): PoolSide {
  const reserve = (asset: AssetSymbol) => {
    const p = prices[asset];
    const sol = prices.SOL;
    // depthSol SOL in USD, expressed in base units of `asset`
    return (depthSol * sol.num * p.den * pow10(assets[asset].decimals)) / (sol.den * p.num);
  };
  return { reserveIn: reserve(input), reserveOut: reserve(output) };
}

/** Output of a constant-product swap, rounded down (in the service's favour). */
export function swapOutput(pool: PoolSide, amountIn: bigint): bigint {
  return (pool.reserveOut * amountIn) / (pool.reserveIn + amountIn);
}

/** Price impact in percent, to six decimals: dx / (X + dx). */
export function priceImpactPct(pool: PoolSide, amountIn: bigint): number {
  const millionths = (amountIn * 100_000_000n) / (pool.reserveIn + amountIn);
  return Number(millionths) / 1_000_000;
}

/** The largest input whose impact stays at or below maxPct: dx = X*m/(1-m). */
export function maxInputForImpact(pool: PoolSide, maxPct: number): bigint {
  const m = BigInt(Math.round(maxPct * 10_000));
  const whole = 1_000_000n;
  return (pool.reserveIn * m) / (whole - m);
}
