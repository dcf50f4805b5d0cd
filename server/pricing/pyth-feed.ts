import { type AssetSymbol, assetSymbols } from "../assets";
import { env } from "../env";
import { AppError } from "../errors";
import type { Price, PricePoint } from "./reference-prices";

/** The feed id of each asset (lower-case hex, no 0x), from PRICE_FEED_IDS. */
export function feedIds(): Partial<Record<AssetSymbol, string>> {
  const ids: Partial<Record<AssetSymbol, string>> = {};
  for (const pair of env().PRICE_FEED_IDS.split(",")) {
    const [symbol, id] = pair.split(":") as [AssetSymbol, string];
    ids[symbol] = id.replace(/^0x/, "").toLowerCase();
  }
  return ids;
}

function unavailable(reason: string, message: string, details: Record<string, unknown> = {}): AppError {
  return new AppError("PRICE_UNAVAILABLE", message, { reason, ...details });
}

/** A Pyth number: an integer mantissa and a power of ten, exactly (0 only where `zero` allows it: a confidence). */
function pythNumber(mantissa: unknown, expo: unknown, zero = false): Price | undefined {
  if (typeof mantissa !== "string" || !/^\d{1,30}$/.test(mantissa) || !Number.isInteger(expo)) return undefined;
  const e = expo as number;
  if (e < -30 || e > 30 || (BigInt(mantissa) === 0n && !zero)) return undefined;
  return e < 0
    ? { num: BigInt(mantissa), den: 10n ** BigInt(-e) }
    : { num: BigInt(mantissa) * 10n ** BigInt(e), den: 1n };
}

type ParsedEntry = {
  id?: unknown;
  price?: { price?: unknown; conf?: unknown; expo?: unknown; publish_time?: unknown };
};

/**
 * The answer of Hermes' /v2/updates/price/latest with parsed=true: `{ parsed: [{ id, price: { price, conf, expo,
 * publish_time } }] }`. Each configured asset must be there with a positive price and a confidence; anything else is
 * refused as a whole, never half used. Whether a price is recent and certain enough is decided where it is used
 * (price-source.ts).
 */
export function parsePythAnswer(body: unknown, ids = feedIds()): Partial<Record<AssetSymbol, PricePoint>> {
  const entries = (body as { parsed?: unknown })?.parsed;
  if (!Array.isArray(entries)) throw unavailable("feed_malformed", "The price feed answered something unreadable");
  const byId = new Map<string, ParsedEntry>();
  for (const entry of entries as ParsedEntry[]) {
    if (typeof entry?.id === "string") byId.set(entry.id.replace(/^0x/, "").toLowerCase(), entry);
  }
  const points: Partial<Record<AssetSymbol, PricePoint>> = {};
  for (const symbol of assetSymbols) {
    const id = ids[symbol];
    if (!id) continue;
    const quoted = byId.get(id)?.price;
    const price = pythNumber(quoted?.price, quoted?.expo);
    const confidence = pythNumber(quoted?.conf, quoted?.expo, true);
    const seconds = quoted?.publish_time;
    if (!price || !confidence || typeof seconds !== "number" || !Number.isInteger(seconds) || seconds <= 0) {
      throw unavailable("feed_malformed", `The price feed gave no usable ${symbol} price`, { asset: symbol });
    }
    points[symbol] = { price, confidence, publishedAt: new Date(seconds * 1000) };
  }
  return points;
}

const fetchTimeoutMs = 3_000;

/** Reads every configured feed at once from the Hermes service at PRICE_FEED_URL. */
export async function readPythFeed(): Promise<Partial<Record<AssetSymbol, PricePoint>>> {
  const ids = feedIds();
  const url = new URL("/v2/updates/price/latest", env().PRICE_FEED_URL);
  for (const id of Object.values(ids)) url.searchParams.append("ids[]", `0x${id}`);
  url.searchParams.set("parsed", "true");
  url.searchParams.set("encoding", "hex");
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
  } catch {
    throw unavailable("feed_unreachable", "The price feed cannot be reached right now; try again shortly");
  }
  if (!response.ok) {
    throw unavailable("feed_unreachable", "The price feed cannot be reached right now; try again shortly", {
      status: response.status,
    });
  }
  const body = await response.json().catch(() => undefined);
  return parsePythAnswer(body, ids);
}
