import { type AssetSymbol, assetSymbols, assets } from "../assets";
import { mulDiv, pow10 } from "../money";
import type { Prices } from "./reference-prices";

export type PoolSide = { reserveIn: bigint; reserveOut: bigint };

/**
 * Every pair trades through a virtual constant-product pool whose two sides are each worth `depthSol` SOL at the
 * reference prices, so the untouched pool's spot price is the reference price. With x*y=k the price impact of dx
 * is dx/(X+dx): at 50,000 SOL of depth, 10 SOL moves the price 0.02%, 100 SOL 0.2%, 1,000 SOL 1.96% and 2,000 SOL
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

/**
 * A pair's pool has one state whichever way it is traded: how far its base side (the pair's first asset in
 * assets.ts order) is displaced from the reference, in base units of that asset, positive when clients sold it
 * to the treasury. `sellsBase` tells whether a swap's input is that base asset.
 */
export function pairOf(input: AssetSymbol, output: AssetSymbol) {
  const inputFirst = assetSymbols.indexOf(input) < assetSymbols.indexOf(output);
  const [base, quote] = inputFirst ? [input, output] : [output, input];
  return { key: `${base}/${quote}`, base, quote, sellsBase: inputFirst };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The reference pool moved along its curve by `displacement` of its base side: x*y stays k. The side not given
 * exactly rounds against the client (the output side down, the input side up). Undefined when the base side would
 * be empty or less: no price at all.
 */
export function displacedPool(reference: PoolSide, sellsBase: boolean, displacement: bigint): PoolSide | undefined {
  const k = reference.reserveIn * reference.reserveOut;
  if (sellsBase) {
    const reserveIn = reference.reserveIn + displacement;
    return reserveIn > 0n ? { reserveIn, reserveOut: k / reserveIn } : undefined;
  }
  const reserveOut = reference.reserveOut + displacement;
  return reserveOut > 0n ? { reserveIn: ceilDiv(k, reserveOut), reserveOut } : undefined;
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

/**
 * How far below the reference price the pool pays for `amountIn`, in percent to six decimals (0 when not below),
 * before any spread: on the untouched pool exactly dx/(X+dx), on a displaced one with everything earlier swaps
 * moved it as well. 1 - (R_out*dx/(R_in+dx)) / (dx*refOut/refIn), exact up to the last digit.
 */
export function shortfallPct(reference: PoolSide, pool: PoolSide, amountIn: bigint): number {
  const atReference = (pool.reserveIn + amountIn) * reference.reserveOut;
  const got = pool.reserveOut * reference.reserveIn;
  if (got >= atReference) return 0;
  return Number(((atReference - got) * 100_000_000n) / atReference) / 1_000_000;
}

/** The impact maxInputForImpact takes, in millionths: env.ts bounds the configured one to 50%; past it, 50%. */
const maxImpactMillionths = 500_000;

/**
 * The largest input whose impact stays at or below maxPct: dx = X*m/(1-m). Any number is safe here: NaN, 0 or
 * less is no room, and m is held to at most 50% (a config bypassing env.ts's bound: near 100% 1-m rounded to 0).
 */
export function maxInputForImpact(pool: PoolSide, maxPct: number): bigint {
  const millionths = Math.round(maxPct * 10_000);
  if (!(millionths > 0)) return 0n;
  const m = BigInt(Math.min(millionths, maxImpactMillionths));
  const whole = 1_000_000n;
  return (pool.reserveIn * m) / (whole - m);
}

/**
 * What the pool still takes of the input before its input side holds more than one swap of the maximum impact
 * would leave in the untouched pool: so a swap refused whole is refused in pieces too. 0 or less: nothing.
 */
export function inputRoom(reference: PoolSide, current: PoolSide, maxPct: number): bigint {
  return reference.reserveIn + maxInputForImpact(reference, maxPct) - current.reserveIn;
}

/**
 * How far a filled swap moves its pair's pool (the displacement's units and sign, see pairOf). Selling the base
 * adds the input; buying it takes out what the pool paid before the spread, rounded up and one more, so that a
 * pool never looks less moved than it was and pieces never price better than the whole.
 */
export function poolFlow(
  input: AssetSymbol,
  output: AssetSymbol,
  amounts: { inputAmount: bigint; outputAmount: bigint },
  spreadBps: number,
): bigint {
  if (pairOf(input, output).sellsBase) return amounts.inputAmount;
  return -(mulDiv(amounts.outputAmount, 10_000n, BigInt(10_000 - spreadBps), "up") + 1n);
}
