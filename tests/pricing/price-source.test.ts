import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { resetEnv } from "@/server/env";
import { conversionPrices, forgetFeedRead, freshPrices, referencePrices, setReferencePrice } from "@/server/pricing";
import { feedIds, parsePythAnswer } from "@/server/pricing/pyth-feed";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { hermesStandIn, pythEntry } from "../support/hermes-stand-in";

const ids = feedIds();
const nowS = () => Math.floor(Date.now() / 1000);
const answer = (solPrice: string, publishTime = nowS(), solConf = "1000") => ({
  binary: { encoding: "hex", data: [] },
  parsed: [
    pythEntry(ids.SOL!, solPrice, -8, publishTime, solConf),
    pythEntry(ids.USDC!, "99990000", -8, publishTime),
    pythEntry(ids.USDT!, "100010000", -8, publishTime),
  ],
});

/** What the stand-in answers: whatever the test set. */
let body: unknown;
let status = 200;
let hermes: Awaited<ReturnType<typeof hermesStandIn>>;

beforeAll(async () => {
  hermes = await hermesStandIn(() => ({ status, body }));
});

afterEach(() => {
  forgetFeedRead();
  status = 200;
});

afterAll(async () => {
  for (const symbol of ["SOL", "USDC", "USDT"] as const) setReferencePrice(symbol, undefined);
  await hermes.close();
});

describe("the pyth price source", () => {
  it("reads every configured feed in one request, exactly, and fee conversions follow it", async () => {
    body = answer("20012345678");
    const prices = await freshPrices(["SOL", "USDC"]);
    expect(prices.SOL).toEqual({ num: 20012345678n, den: 100_000_000n });
    expect(prices.USDC).toEqual({ num: 99990000n, den: 100_000_000n });
    const url = hermes.asked.at(-1)!;
    expect(url.pathname).toBe("/v2/updates/price/latest");
    expect(url.searchParams.getAll("ids[]")).toEqual([`0x${ids.SOL}`, `0x${ids.USDC}`, `0x${ids.USDT}`]);
    expect((await conversionPrices(["SOL", "USDC"])).SOL).toEqual(prices.SOL);
    // The configuration's price is not what a live source converts with.
    expect(referencePrices().SOL).toEqual({ num: 150n, den: 1n });
  });

  it("refuses a price older than PRICE_MAX_AGE_S", async () => {
    body = answer("15000000000", nowS() - 120);
    await expect(freshPrices(["SOL", "USDC"])).rejects.toMatchObject({
      code: "PRICE_UNAVAILABLE",
      details: { reason: "stale", asset: "SOL", maxAgeS: 60 },
    });
  });

  it("refuses a publish time ahead of the clock past a few seconds, and takes one within them", async () => {
    body = answer("15000000000", nowS() + 60);
    await expect(freshPrices(["SOL"])).rejects.toMatchObject({
      code: "PRICE_UNAVAILABLE",
      details: { reason: "future", asset: "SOL" },
    });
    forgetFeedRead();
    body = answer("15000000000", nowS() + 3);
    expect((await freshPrices(["SOL"])).SOL).toEqual({ num: 15_000_000_000n, den: 100_000_000n });
  });

  it("refuses a price whose confidence interval is wider than PRICE_MAX_CONFIDENCE_BPS, for fees too", async () => {
    // 150 USD give or take 1.50: 100 bps, past the default 50.
    body = answer("15000000000", nowS(), "150000000");
    await expect(freshPrices(["SOL"])).rejects.toMatchObject({
      code: "PRICE_UNAVAILABLE",
      details: { reason: "uncertain", asset: "SOL", maxConfidenceBps: 50 },
    });
    await expect(conversionPrices(["SOL", "USDC"])).rejects.toMatchObject({ details: { reason: "uncertain" } });
    // Only the assets asked for are held to it.
    expect((await freshPrices(["USDC"])).USDC).toEqual({ num: 99_990_000n, den: 100_000_000n });
    forgetFeedRead();
    // Give or take 0.15: 10 bps.
    body = answer("15000000000", nowS(), "15000000");
    expect((await freshPrices(["SOL"])).SOL).toEqual({ num: 15_000_000_000n, den: 100_000_000n });
    // A price without its confidence is not read at all.
    expect(() =>
      parsePythAnswer(
        { parsed: [{ id: ids.SOL, price: { price: "1", expo: 0, publish_time: nowS() } }] },
        {
          SOL: ids.SOL,
        },
      ),
    ).toThrowError(/no usable SOL price/);
  });

  it("refuses an answer it cannot read, and a feed that does not answer", async () => {
    body = { parsed: [pythEntry(ids.SOL!, "-5", -8, nowS())] };
    await expect(freshPrices(["SOL"])).rejects.toMatchObject({ details: { reason: "feed_malformed" } });
    forgetFeedRead();
    status = 502;
    await expect(freshPrices(["SOL"])).rejects.toMatchObject({ details: { reason: "feed_unreachable" } });
    expect(() => parsePythAnswer({ nothing: true })).toThrowError(/unreadable/);
  });

  it("prices a quote at the feed's price, and refuses it when the feed is stale", async () => {
    const { key } = await newAccountKey("read");
    const query = { inputAsset: "SOL", outputAsset: "USDC", amount: "1" };
    body = answer("20000000000");
    const priced = await call(quoteRoute.GET, "GET", "/v1/quote", { key, query });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    // 1 SOL at 200 USD into USDC at 0.9999: about 200.02 less the pool's 0.002% and the 0.1% spread.
    expect(Number(priced.body.outputAmount)).toBeGreaterThan(199.8);
    expect(Number(priced.body.outputAmount)).toBeLessThan(200.02);
    forgetFeedRead();
    body = answer("20000000000", nowS() - 3600);
    expectErrorShape(await call(quoteRoute.GET, "GET", "/v1/quote", { key, query }), "PRICE_UNAVAILABLE", 503);
  });
});

describe("the fixed price source", () => {
  it("is refused for swaps on a real cluster", async () => {
    process.env.PRICE_SOURCE = "fixed";
    process.env.SOLANA_RPC_URL = "http://127.0.0.1:9";
    resetEnv();
    try {
      await expect(freshPrices(["SOL"])).rejects.toMatchObject({
        code: "PRICE_UNAVAILABLE",
        details: { reason: "no_live_source" },
      });
    } finally {
      process.env.PRICE_SOURCE = "pyth";
      delete process.env.SOLANA_RPC_URL;
      resetEnv();
    }
  });
});
