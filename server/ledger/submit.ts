import type { TransactionError } from "@solana/web3.js";
import { getConnection } from "./connection";

export type SignatureStatus = {
  status: "unknown" | "processed" | "confirmed" | "finalized";
  err: TransactionError | null;
  slot: number | null;
};

/** Broadcasts signed wire bytes; preflight runs, so a transaction that would fail is refused with its logs. */
export async function submitTransaction(wire: Uint8Array): Promise<string> {
  return getConnection().sendRawTransaction(wire, { skipPreflight: false, maxRetries: 5 });
}

/** Where a signature stands, from getSignatureStatuses (polling; no websocket). */
export async function getSignatureStatus(signature: string): Promise<SignatureStatus> {
  const { value } = await getConnection().getSignatureStatuses([signature], { searchTransactionHistory: true });
  const status = value[0];
  if (!status) return { status: "unknown", err: null, slot: null };
  return { status: status.confirmationStatus ?? "processed", err: status.err, slot: status.slot };
}
