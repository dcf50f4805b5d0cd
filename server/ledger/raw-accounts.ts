import type { Commitment } from "@solana/web3.js";
import pMap from "p-map";
import { postRpc } from "./post-rpc";

/** An account as getMultipleAccounts answers it in base64: what a balance read needs. */
export type RawAccount = { lamports: number; data: Buffer } | null;

type Answer = { result?: { value: ({ lamports: number; data: [string, string] } | null)[] }; error?: unknown };

const maxPerCall = 100;
const callsInFlight = 4;

async function readChunk(addresses: string[], commitment: Commitment): Promise<RawAccount[]> {
  const response = await postRpc(
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
