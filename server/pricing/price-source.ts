import { type AssetSymbol, assetSymbols } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";
import { isEmbeddedDevnet } from "../ledger/rpc-endpoint";
import { readPythFeed } from "./pyth-feed";
import {
  configuredPrice,
  type Price,
  type PricePoint,
  type Prices,
  publishedPrices,
  referencePrices,
} from "./reference-prices";

type Points = Partial<Record<AssetSymbol, PricePoint>>;

/** The prices a swap reads: its two assets, and SOL (a pool's depth is counted in SOL, its fees are lamports). */
export const swapSymbols = (input: AssetSymbol, output: AssetSymbol): AssetSymbol[] => ["SOL", input, output];

/** The prices converting a cost in lamports into `asset` reads: none when the asset is SOL itself. */
export const lamportCostSymbols = (asset: AssetSymbol): AssetSymbol[] => (asset === "SOL" ? [] : ["SOL", asset]);

/**
 * The prices a send's or payroll's quote reads: in private mode its lamport costs' and the input's (the routing
 * fee's minimum in US dollars). A wallet-mode send converts nothing: its sender pays its lamport costs in SOL
 * (quoteFees), so it is quoted while the feed is down.
 */
export const sendQuoteSymbols = (asset: AssetSymbol, mode: "wallet" | "private"): AssetSymbol[] =>
  mode === "private" ? ["SOL", asset] : [];

/**
 * The fixed source: PRICE_*_USD, current by definition (the operator states the price), or what a test published
 * since, with its time.
 */
function fixedPoints(now: Date): Points {
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
    const value = readPythFeed();
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

/** A publish time this far ahead of the service's clock is still taken (clocks differ a little), no further. */
const futureSkewMs = 10_000;

function unavailable(symbol: AssetSymbol, reason: string, message: string, details: Record<string, unknown> = {}) {
  return new AppError("PRICE_UNAVAILABLE", message, { reason, asset: symbol, ...details });
}

/** Whether the source's confidence interval is wider than PRICE_MAX_CONFIDENCE_BPS of the price. */
function tooUncertain(price: Price, confidence: Price): boolean {
  const maxBps = BigInt(env().PRICE_MAX_CONFIDENCE_BPS);
  return confidence.num * price.den * 10_000n > maxBps * price.num * confidence.den;
}

/**
 * A point's price, if it may be used now: there, published within PRICE_MAX_AGE_S and not in the future, and no
 * less certain than PRICE_MAX_CONFIDENCE_BPS (a source that gives an interval); else 503 PRICE_UNAVAILABLE.
 */
function usablePrice(symbol: AssetSymbol, point: PricePoint | undefined, now: Date): Price {
  if (!point) throw unavailable(symbol, "no_feed", `No price source is configured for ${symbol}`);
  const publishedAt = point.publishedAt.toISOString();
  const ageMs = now.getTime() - point.publishedAt.getTime();
  const maxAgeS = env().PRICE_MAX_AGE_S;
  if (ageMs > maxAgeS * 1000) {
    throw unavailable(symbol, "stale", `The ${symbol} price is stale; try again shortly`, { publishedAt, maxAgeS });
  }
  if (ageMs < -futureSkewMs) {
    throw unavailable(symbol, "future", `The ${symbol} price claims a publish time ahead of ours; try again shortly`, {
      publishedAt,
    });
  }
  if (point.confidence && tooUncertain(point.price, point.confidence)) {
    throw unavailable(symbol, "uncertain", `The ${symbol} price is too uncertain right now; try again shortly`, {
      maxConfidenceBps: env().PRICE_MAX_CONFIDENCE_BPS,
    });
  }
  return point.price;
}

/**
 * The price of each of `symbols` from the configured source now, each usable (usablePrice). The others are what the
 * same read gave, unchecked (the configured price where it gave none): a caller asks for every price it uses.
 */
async function currentPrices(symbols: readonly AssetSymbol[], now: Date): Promise<Prices> {
  const points = env().PRICE_SOURCE === "pyth" ? await feedPoints() : fixedPoints(now);
  const prices = Object.fromEntries(assetSymbols.map((s) => [s, points[s]?.price ?? configuredPrice(s)])) as Prices;
  for (const symbol of new Set(symbols)) prices[symbol] = usablePrice(symbol, points[symbol], now);
  return prices;
}

/**
 * The market price of each of `symbols` now, or 503 PRICE_UNAVAILABLE: a swap is priced, signed, sent or routed
 * only on a fresh price, never on a stale one. A fixed price on a real cluster is a price nobody updates: swaps
 * there need a live source.
 */
export async function freshPrices(symbols: readonly AssetSymbol[], now = new Date()): Promise<Prices> {
  if (env().PRICE_SOURCE === "fixed" && !isEmbeddedDevnet()) {
    throw new AppError(
      "PRICE_UNAVAILABLE",
      "Swaps on a real cluster need a live price source: the operator sets PRICE_SOURCE=pyth",
      { reason: "no_live_source" },
    );
  }
  return currentPrices(symbols, now);
}

/**
 * The prices a conversion of a cost (network fees, rent, the routing fee's minimum) reads: from the configured
 * source as a swap's are, under the same bounds (503 PRICE_UNAVAILABLE), so a fee never follows a price the
 * source gave long ago or the configuration's fallback; the fixed source serves them on any cluster. Nothing is
 * read when nothing is asked (a cost in SOL paid in SOL).
 */
export async function conversionPrices(symbols: readonly AssetSymbol[], now = new Date()): Promise<Prices> {
  // Stand-ins for a caller that converts nothing: no conversion reads them.
  if (symbols.length === 0) return referencePrices();
  return currentPrices(symbols, now);
}
