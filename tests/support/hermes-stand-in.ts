import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetEnv } from "@/server/env";
import { forgetFeedRead } from "@/server/pricing";
import { feedIds } from "@/server/pricing/pyth-feed";

/** One entry of Hermes' parsed answer: a price and its confidence as mantissas of 10^expo, and its publish time. */
export const pythEntry = (id: string, price: string, expo: number, publishTime: number, conf = "1000") => ({
  id,
  price: { price, conf, expo, publish_time: publishTime },
  ema_price: { price, conf, expo, publish_time: publishTime },
});

/**
 * A Hermes stand-in on 127.0.0.1 that the app reads as its price source (PRICE_SOURCE=pyth) until closed: it
 * answers what `answer` gives at each request, and keeps the URLs it was asked.
 */
export async function hermesStandIn(answer: () => { status?: number; body: unknown }) {
  const asked: URL[] = [];
  const server = createServer((request, response) => {
    asked.push(new URL(request.url ?? "/", "http://127.0.0.1"));
    const { status = 200, body } = answer();
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.PRICE_SOURCE = "pyth";
  process.env.PRICE_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resetEnv();
  forgetFeedRead();
  return {
    asked,
    close: async () => {
      delete process.env.PRICE_SOURCE;
      delete process.env.PRICE_FEED_URL;
      resetEnv();
      forgetFeedRead();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * For a whole test file: a Hermes stand-in publishing SOL at `solE8` (USD, a mantissa of 10^-8) and the stablecoins
 * at 1 USD, as of `feed.publishedAgoS` seconds ago (past PRICE_MAX_AGE_S is a feed that stopped); fresh again after
 * each test.
 */
export function pythFeedForFile(solE8: string): { publishedAgoS: number } {
  const ids = feedIds();
  const feed = { publishedAgoS: 0 };
  let hermes: Awaited<ReturnType<typeof hermesStandIn>> | undefined;
  beforeAll(async () => {
    hermes = await hermesStandIn(() => {
      const at = Math.floor(Date.now() / 1000) - feed.publishedAgoS;
      const entries = [
        pythEntry(ids.SOL!, solE8, -8, at),
        pythEntry(ids.USDC!, "100000000", -8, at),
        pythEntry(ids.USDT!, "100000000", -8, at),
      ];
      return { body: { parsed: entries } };
    });
  });
  afterEach(() => {
    forgetFeedRead();
    feed.publishedAgoS = 0;
  });
  afterAll(() => hermes?.close());
  return feed;
}
