import { type AssetSymbol, assetSymbols } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";

/** An exact price in USD per whole unit: numerator / denominator. */
export type Price = { num: bigint; den: bigint };
export type Prices = Record<AssetSymbol, Price>;
/**
 * A price and when its source published it (what a staleness bound is checked against), with the source's
 * confidence interval, the same units as the price, when it gives one.
 */
export type PricePoint = { price: Price; publishedAt: Date; confidence?: Price };

export function parsePrice(text: string): Price {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new AppError("INVALID_REQUEST", `Not a price: ${text}`);
  const fraction = match[2] ?? "";
  const price = { num: BigInt(match[1] + fraction), den: 10n ** BigInt(fraction.length) };
  if (price.num === 0n) throw new AppError("INVALID_REQUEST", "A price must be above zero");
  return price;
}

/** Prices published at run time, by tests and on the embedded devnet: the fixed source's. */
const published: Partial<Record<AssetSymbol, PricePoint>> = {};

/**
 * Publishes a reference price at run time, as of `publishedAt` (now unless given: a test makes a stale price by
 * giving an old time); undefined goes back to the configured PRICE_*_USD.
 */
export function setReferencePrice(symbol: AssetSymbol, usd: string | undefined, publishedAt = new Date()): void {
  if (usd === undefined) delete published[symbol];
  else published[symbol] = { price: parsePrice(usd), publishedAt };
}

/** The prices as published at run time, with the configured PRICE_*_USD where none was. */
export function publishedPrices(): Record<AssetSymbol, PricePoint | undefined> {
  return Object.fromEntries(assetSymbols.map((s) => [s, published[s]])) as Record<AssetSymbol, PricePoint | undefined>;
}

export function configuredPrice(symbol: AssetSymbol): Price {
  const configured: Record<AssetSymbol, string> = {
    SOL: env().PRICE_SOL_USD,
    USDC: env().PRICE_USDC_USD,
    USDT: env().PRICE_USDT_USD,
  };
  return parsePrice(configured[symbol]);
}

/**
 * The fixed source's price of every asset as it stands (PRICE_*_USD, or what was published since), whatever its age:
 * what tests and a caller that converts nothing read. Swaps and conversions read the configured source through
 * price-source.ts, never this fallback.
 */
export function referencePrices(): Prices {
  return Object.fromEntries(assetSymbols.map((s) => [s, published[s]?.price ?? configuredPrice(s)])) as Prices;
}
