import { setTimeout as sleep } from "node:timers/promises";
import { rpcUrl } from "./rpc-endpoint";
import { meteredFetch } from "./rpc-meter";

/**
 * A 429 is retried here, as web3.js's Connection retries its own: a watcher round makes several calls, and failing
 * the whole round on one refused call let a rate-limited ledger starve the watcher of every round.
 */
const rateLimitRetries = 3;
const longestRetryWaitMs = 2_000;

function retryWaitMs(response: Response, attempt: number): number {
  const seconds = Number(response.headers.get("retry-after"));
  const asked = Number.isFinite(seconds) && seconds > 0 ? seconds * 1_000 : 250 * 2 ** attempt;
  return Math.min(asked, longestRetryWaitMs);
}

/**
 * Posts a JSON-RPC body (a request or a batch) to the ledger's RPC, metered and timed out as every call is, for the
 * hot paths that skip web3.js's key objects and response validation; each caller checks the answer's shape itself.
 */
export async function postRpc(body: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await meteredFetch(rpcUrl(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    if (response.status !== 429 || attempt >= rateLimitRetries) return response;
    await response.body?.cancel();
    await sleep(retryWaitMs(response, attempt));
  }
}
