import { setTimeout as sleep } from "node:timers/promises";
import type { Commitment } from "@solana/web3.js";
import pMap from "p-map";
import { rpcUrl } from "./rpc-endpoint";
import { meteredFetch } from "./rpc-meter";

/** An account as getMultipleAccounts answers it in base64: what a balance read needs. */
export type RawAccount = { lamports: number; data: Buffer } | null;

type Answer = { result?: { value: ({ lamports: number; data: [string, string] } | null)[] }; error?: unknown };

const maxPerCall = 100;
const callsInFlight = 4;
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

async function postGetMultipleAccounts(body: string): Promise<Response> {
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

async function readChunk(addresses: string[], commitment: Commitment): Promise<RawAccount[]> {
  const response = await postGetMultipleAccounts(
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "getMultipleAccounts",
      params: [addresses, { encoding: "base64", commitment }],
    }),
  );
  if (!response.ok) throw new Error(`getMultipleAccounts answered HTTP ${response.status}`);
  const answer = (await response.json()) as Answer;
  if (!answer.result) throw new Error(`getMultipleAccounts failed: ${JSON.stringify(answer.error)}`);
  return answer.result.value.map((account) =>
    account ? { lamports: account.lamports, data: Buffer.from(account.data[0], "base64") } : null,
  );
}

/**
 * Accounts by base58 address, 100 a call, 4 calls in flight, without web3.js's key objects and response
 * validation: the deposit watcher reads 10,000 a round, and building a PublicKey for each address only to
 * spell it back in the request cost more CPU than the reads themselves.
 */
export async function readRawAccounts(addresses: string[], commitment: Commitment): Promise<RawAccount[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < addresses.length; i += maxPerCall) chunks.push(addresses.slice(i, i + maxPerCall));
  return (await pMap(chunks, (chunk) => readChunk(chunk, commitment), { concurrency: callsInFlight })).flat();
}
