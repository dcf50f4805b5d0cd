import { type PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { getConnection } from "./connection";

/** A landed, successful transaction that names a reference key: its bytes as signed, base64. */
export type ReferencedTransaction = { signature: string; base64: string };

/** Signatures per getSignaturesForAddress call. */
const page = 100;

/**
 * The successful transactions (at confirmed) that name `reference`, oldest first: up to `scan` of its newest
 * signatures are listed, a page at a time, those in `skip` dropped, and at most `read` of the oldest of the rest
 * fetched. Failed ones paid nothing and are left out.
 */
export async function transactionsNaming(
  reference: PublicKey,
  bounds: { scan: number; read: number; skip: Set<string> },
): Promise<ReferencedTransaction[]> {
  const connection = getConnection();
  const wanted: string[] = [];
  let before: string | undefined;
  for (let listed = 0; listed < bounds.scan; listed += page) {
    const signatures = await connection.getSignaturesForAddress(reference, { limit: page, before }, "confirmed");
    for (const s of signatures) if (s.err === null && !bounds.skip.has(s.signature)) wanted.push(s.signature);
    if (signatures.length < page) break;
    before = signatures[signatures.length - 1]!.signature;
  }
  const found: ReferencedTransaction[] = [];
  for (const signature of wanted.reverse().slice(0, bounds.read)) {
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
