import type { ConfirmedSignatureInfo, PublicKey } from "@solana/web3.js";
import { getConnection } from "./connection";

/** Signatures read per call (the most a Solana node answers). */
const page = 1_000;

/** The transactions that touched `address` at finalized, newest first, a page of up to 1,000 at a time. */
export async function* signaturePages(address: PublicKey): AsyncGenerator<ConfirmedSignatureInfo[]> {
  for (let before: string | undefined; ; ) {
    const batch = await getConnection().getSignaturesForAddress(address, { limit: page, before }, "finalized");
    yield batch;
    if (batch.length < page) return;
    before = batch[batch.length - 1]!.signature;
  }
}
