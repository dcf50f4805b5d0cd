import type { ConfirmedSignatureInfo, PublicKey } from "@solana/web3.js";
import { getConnection } from "./connection";

/** Signatures read per call (the most a Solana node answers). */
const page = 1_000;

/**
 * The finalized signatures the ledger lists for `address` that `keep` accepts, newest first, read 1,000 a call;
 * undefined once more than `max` were kept (the caller decides what a history that long means).
 */
export async function finalizedSignatures(
  address: PublicKey,
  max: number,
  keep: (signature: ConfirmedSignatureInfo) => boolean = () => true,
): Promise<ConfirmedSignatureInfo[] | undefined> {
  const connection = getConnection();
  const kept: ConfirmedSignatureInfo[] = [];
  for (let before: string | undefined; ; ) {
    const batch = await connection.getSignaturesForAddress(address, { limit: page, before }, "finalized");
    kept.push(...batch.filter(keep));
    if (kept.length > max) return undefined;
    if (batch.length < page) return kept;
    before = batch[batch.length - 1]!.signature;
  }
}
