import { type AssetSymbol, assetSymbols } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";
import { isEmbeddedDevnet } from "../ledger/connection";
import { readPythFeed } from "./pyth-feed";
import {
  configuredPrice,
  type PricePoint,
  type Prices,
  publishedPrices,
  referencePrices,
  rememberFeedPrices,
} from "./reference-prices";

type Points = Partial<Record<AssetSymbol, PricePoint>>;

/**
 * The fixed source: PRICE_*_USD, current by definition (the operator states the price), or what a test published
 * since, with its time. A fixed price on a real cluster is a price nobody updates: swaps there need a live source.
 */
function fixedPoints(now: Date): Points {
  if (!isEmbeddedDevnet()) {
    throw new AppError(
      "PRICE_UNAVAILABLE",
      "Swaps on a real cluster need a live price source: the operator sets PRICE_SOURCE=pyth",
      { reason: "no_live_source" },
    );
  }
  const published = publishedPrices();
  return Object.fromEntries(
    assetSymbols.map((s) => [s, published[s] ?? { price: configuredPrice(s), publishedAt: now }]),
  ) as Points;
}

/** Feed reads are shared this long: a burst of quotes makes one request, and a price this old is still fresh. */
const feedReuseMs = 1_000;
let lastRead: { at: number; value: Promise<Points> } | undefined;

function feedPoints(): Promise<Points> {
  const now = Date.now();
  if (!lastRead || now - lastRead.at > feedReuseMs) {
    const value = readPythFeed().then((points) => {
      rememberFeedPrices(points);
      return points;
    });
    lastRead = { at: now, value };
    value.catch(() => {
      if (lastRead?.value === value) lastRead = undefined;
    });
  }
  return lastRead.value;
}

/** Forgets the shared feed read (tests that change the feed between two reads). */
export function forgetFeedRead(): void {
  lastRead = undefined;
}

/**
 * The market price of each of `symbols` now, each published within PRICE_MAX_AGE_S, or 503 PRICE_UNAVAILABLE: a
 * swap is priced, signed or routed only on a fresh price, never on a stale one. The other assets keep their last
 * known price (what fee conversions use).
 */
export async function freshPrices(symbols: readonly AssetSymbol[], now = new Date()): Promise<Prices> {
  const points = env().PRICE_SOURCE === "pyth" ? await feedPoints() : fixedPoints(now);
  const prices = referencePrices();
  const maxAgeMs = env().PRICE_MAX_AGE_S * 1000;
  for (const symbol of new Set(symbols)) {
    const point = points[symbol];
    if (!point) {
      throw new AppError("PRICE_UNAVAILABLE", `No price source is configured for ${symbol}`, {
        reason: "no_feed",
        asset: symbol,
      });
    }
    const ageMs = now.getTime() - point.publishedAt.getTime();
    if (ageMs > maxAgeMs) {
      throw new AppError("PRICE_UNAVAILABLE", `The ${symbol} price is stale; try again shortly`, {
        reason: "stale",
        asset: symbol,
        publishedAt: point.publishedAt.toISOString(),
        maxAgeS: env().PRICE_MAX_AGE_S,
      });
    }
    prices[symbol] = point.price;
  }
  return prices;
}
