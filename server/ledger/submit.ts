import type { TransactionError } from "@solana/web3.js";
import { getConnection } from "./connection";
import { postRpc } from "./post-rpc";

export type SignatureStatus = {
  status: "unknown" | "processed" | "confirmed" | "finalized";
  err: TransactionError | null;
  slot: number | null;
};

/**
 * Broadcasts signed wire bytes; preflight runs, so a transaction that would fail is refused with its logs and not
 * forwarded. `rpcRetries`: how often the RPC node may send them again by itself (5 unless given; 0 leaves every
 * further send to the caller).
 */
export async function submitTransaction(wire: Uint8Array, options: { rpcRetries?: number } = {}): Promise<string> {
  return getConnection().sendRawTransaction(wire, { skipPreflight: false, maxRetries: options.rpcRetries ?? 5 });
}

/** Where a signature stands, from getSignatureStatuses (polling; no websocket). */
export async function getSignatureStatus(signature: string): Promise<SignatureStatus> {
  const [status] = await getSignatureStatusesInBulk([signature]);
  return status!;
}

const confirmationStatuses = new Set(["processed", "confirmed", "finalized"]);
type StatusAnswer = {
  result?: { value?: unknown };
  error?: { message?: string };
};

/**
 * One status as the node answered it, checked: a signature it never saw is null; anything else must say where it
 * stands in words the service knows, or the answer is refused (a status misread as final would pay again).
 */
function parseStatus(raw: unknown): SignatureStatus {
  if (raw === null) return { status: "unknown", err: null, slot: null };
  const { slot, err, confirmationStatus } = (raw ?? {}) as {
    slot?: unknown;
    err?: unknown;
    confirmationStatus?: unknown;
  };
  // A node too old to say how final a status is says nothing: processed, as web3.js reads it.
  const stated = confirmationStatus ?? "processed";
  // A ledger error is an object (or, for a few, a string); anything else (false, 0) is no answer, not "no error".
  const errRead = err === undefined || err === null || typeof err === "object" || typeof err === "string";
  if (typeof slot !== "number" || typeof stated !== "string" || !confirmationStatuses.has(stated) || !errRead) {
    throw new Error(`getSignatureStatuses: an answer the service cannot read (${JSON.stringify(raw)?.slice(0, 200)})`);
  }
  return {
    status: stated as SignatureStatus["status"],
    err: (err ?? null) as TransactionError | null,
    slot,
  };
}

/**
 * Up to 256 signatures' statuses (getSignatureStatuses' limit) read without web3.js: its schema check of the
 * answer builds an error object for every union branch a status does not match, which cost more than the read.
 */
async function readStatuses(signatures: string[]): Promise<SignatureStatus[]> {
  const response = await postRpc(
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "getSignatureStatuses",
      params: [signatures, { searchTransactionHistory: true }],
    }),
  );
  if (!response.ok) throw new Error(`getSignatureStatuses answered HTTP ${response.status}`);
  const answer = (await response.json()) as StatusAnswer;
  // An error beside a result is still an error: the result is not the node's word on these signatures.
  if (answer.error) throw new Error(`getSignatureStatuses failed: ${answer.error.message ?? "an error"}`);
  const value = answer.result?.value;
  if (!Array.isArray(value) || value.length !== signatures.length) {
    throw new Error("getSignatureStatuses failed: an answer of the wrong length");
  }
  return value.map(parseStatus);
}

/** Where each signature stands, 256 a call (getSignatureStatuses' limit), in the order given. */
export async function getSignatureStatusesInBulk(signatures: string[]): Promise<SignatureStatus[]> {
  const statuses: SignatureStatus[] = [];
  for (let i = 0; i < signatures.length; i += 256) statuses.push(...(await readStatuses(signatures.slice(i, i + 256))));
  return statuses;
}
