import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type SlowRpcOptions = {
  /** Held before each request is passed on, and again before its answer is returned. */
  latencyMs: number;
  /** Every `rateLimitEvery`th request is refused with 429 instead (0: never). */
  rateLimitEvery: number;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that makes the ledger slow and rate-limited: each call waits
 * `latencyMs` on the way in and again on the way out, and every `rateLimitEvery`th is answered 429. Counts both.
 */
export async function startSlowRpcProxy(target: string, options: SlowRpcOptions) {
  const stats = { requests: 0, rateLimited: 0 };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const n = ++stats.requests;
    await sleep(options.latencyMs);
    if (options.rateLimitEvery > 0 && n % options.rateLimitEvery === 0) {
      stats.rateLimited++;
      response.writeHead(429, { "content-type": "application/json", "retry-after": "1" });
      response.end(JSON.stringify({ jsonrpc: "2.0", error: { code: 429, message: "Too many requests" }, id: null }));
      return;
    }
    try {
      const answer = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
      const text = await answer.text();
      await sleep(options.latencyMs);
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(text);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
