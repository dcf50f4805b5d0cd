import { setTimeout as sleep } from "node:timers/promises";
import { startRpcProxy } from "./rpc-proxy";

export type SlowRpcOptions = {
  /** Held before each request is passed on, and again before its answer is returned. */
  latencyMs: number;
  /** Every `rateLimitEvery`th request is refused with 429 instead (0: never). */
  rateLimitEvery: number;
};

/**
 * A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that makes the ledger slow and rate-limited: each call waits
 * `latencyMs` on the way in and again on the way out, and every `rateLimitEvery`th is answered 429. Counts both.
 */
export async function startSlowRpcProxy(target: string, options: SlowRpcOptions) {
  const stats = { requests: 0, rateLimited: 0 };
  const proxy = await startRpcProxy(target, {
    before: async () => {
      const n = ++stats.requests;
      await sleep(options.latencyMs);
      if (options.rateLimitEvery === 0 || n % options.rateLimitEvery !== 0) return undefined;
      stats.rateLimited++;
      return {
        status: 429,
        headers: { "retry-after": "1" },
        body: JSON.stringify({ jsonrpc: "2.0", error: { code: 429, message: "Too many requests" }, id: null }),
      };
    },
    beforeAnswer: () => sleep(options.latencyMs),
  });
  return { ...proxy, stats };
}
