import { type PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { getConnection } from "./connection";

/** A landed, successful transaction that names a reference key: its bytes as signed, base64. */
export type ReferencedTransaction = { signature: string; base64: string };

/** Signatures per getSignaturesForAddress call. */
const page = 100;

/**
 * The signatures of the successful transactions (at confirmed) that name `reference`, oldest first: up to `scan`
 * of its newest are listed, a page at a time. Failed ones paid nothing and are left out.
 */
export async function signaturesNaming(reference: PublicKey, scan: number): Promise<string[]> {
  const connection = getConnection();
  const listed: string[] = [];
  let before: string | undefined;
  for (let count = 0; count < scan; count += page) {
    const signatures = await connection.getSignaturesForAddress(reference, { limit: page, before }, "confirmed");
    for (const s of signatures) if (s.err === null) listed.push(s.signature);
    if (signatures.length < page) break;
    before = signatures[signatures.length - 1]!.signature;
  }
  return listed.reverse();
}

/** The landed, successful transactions of `signatures` (at confirmed), in that order; others are left out. */
export async function readTransactions(signatures: string[]): Promise<ReferencedTransaction[]> {
  const connection = getConnection();
  const found: ReferencedTransaction[] = [];
  for (const signature of signatures) {
    const tx = await connection.getTransaction(signature, {
      commitment: "confirmed",
      maxSupportedTransactionVersion: 0,
    });
    if (!tx || tx.meta?.err) continue;
    const signed = new VersionedTransaction(
      tx.transaction.message,
      tx.transaction.signatures.map((s) => bs58.decode(s)),
    );
    found.push({ signature, base64: Buffer.from(signed.serialize()).toString("base64") });
  }
  return found;
}
