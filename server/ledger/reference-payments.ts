import { type PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { getConnection } from "./connection";

/** A landed, successful transaction that names a reference key: its bytes as signed, base64. */
export type ReferencedTransaction = { signature: string; base64: string };

/**
 * The successful transactions (at confirmed) that name `reference`, oldest first: the newest `scan` signatures are
 * listed, those in `skip` dropped, and at most `read` of the rest fetched. Failed ones paid nothing and are left out.
 */
export async function transactionsNaming(
  reference: PublicKey,
  bounds: { scan: number; read: number; skip: Set<string> },
): Promise<ReferencedTransaction[]> {
  const connection = getConnection();
  const listed = await connection.getSignaturesForAddress(reference, { limit: bounds.scan }, "confirmed");
  const wanted = listed
    .filter((s) => s.err === null && !bounds.skip.has(s.signature))
    .reverse()
    .slice(0, bounds.read);
  const found: ReferencedTransaction[] = [];
  for (const { signature } of wanted) {
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
