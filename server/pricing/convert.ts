import { type AssetSymbol, assets } from "../assets";
import { mulDiv, pow10 } from "../money";
import type { Prices } from "./reference-prices";

/** Converts base units of one asset into base units of another at reference prices. */
export function convertUnits(
  units: bigint,
  from: AssetSymbol,
  to: AssetSymbol,
  prices: Prices,
  round: "down" | "up",
): bigint {
  if (from === to) return units;
  const a = prices[from];
  const b = prices[to];
  // units/10^da * a.num/a.den = out/10^db * b.num/b.den
  const numerator = a.num * b.den * pow10(assets[to].decimals);
  const denominator = a.den * b.num * pow10(assets[from].decimals);
  return mulDiv(units, numerator, denominator, round);
}

/** The value of `units` of an asset in millionths of a US dollar, rounded up (what volume caps count). */
export function usdMicros(units: bigint, asset: AssetSymbol, prices: Prices): bigint {
  const price = prices[asset];
  return mulDiv(units, price.num * 1_000_000n, price.den * pow10(assets[asset].decimals), "up");
}
