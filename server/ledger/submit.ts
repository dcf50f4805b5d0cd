import type { TransactionError } from "@solana/web3.js";
import { getConnection } from "./connection";

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
  const { value } = await getConnection().getSignatureStatuses([signature], { searchTransactionHistory: true });
  const status = value[0];
  if (!status) return { status: "unknown", err: null, slot: null };
  return { status: status.confirmationStatus ?? "processed", err: status.err, slot: status.slot };
}

/** Where each signature stands, 256 a call (getSignatureStatuses' limit), in the order given. */
export async function getSignatureStatusesInBulk(signatures: string[]): Promise<SignatureStatus[]> {
  const statuses: SignatureStatus[] = [];
  for (let i = 0; i < signatures.length; i += 256) {
    const { value } = await getConnection().getSignatureStatuses(signatures.slice(i, i + 256), {
      searchTransactionHistory: true,
    });
    for (const status of value) {
      statuses.push(
        status
          ? { status: status.confirmationStatus ?? "processed", err: status.err, slot: status.slot }
          : { status: "unknown", err: null, slot: null },
      );
    }
  }
  return statuses;
}
