import { type AssetSymbol, assetSymbols } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";

/** An exact price in USD per whole unit: numerator / denominator. */
export type Price = { num: bigint; den: bigint };
export type Prices = Record<AssetSymbol, Price>;

export function parsePrice(text: string): Price {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new AppError("INVALID_REQUEST", `Not a price: ${text}`);
  const fraction = match[2] ?? "";
  const price = { num: BigInt(match[1] + fraction), den: 10n ** BigInt(fraction.length) };
  if (price.num === 0n) throw new AppError("INVALID_REQUEST", "A price must be above zero");
  return price;
}

const overrides: Partial<Record<AssetSymbol, Price>> = {};

/** Moves a reference price at run time (operators, and tests that need the market to move). */
export function setReferencePrice(symbol: AssetSymbol, usd: string | undefined): void {
  if (usd === undefined) delete overrides[symbol];
  else overrides[symbol] = parsePrice(usd);
}

/** The configured prices (PRICE_*_USD), with any run-time override on top. */
export function referencePrices(): Prices {
  const configured: Record<AssetSymbol, string> = {
    SOL: env().PRICE_SOL_USD,
    USDC: env().PRICE_USDC_USD,
    USDT: env().PRICE_USDT_USD,
  };
  return Object.fromEntries(assetSymbols.map((s) => [s, overrides[s] ?? parsePrice(configured[s])])) as Prices;
}
