import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnv } from "@/server/env";
import { forgetFeedRead } from "@/server/pricing";

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
