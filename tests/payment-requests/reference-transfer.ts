import {
  type Connection,
  type Keypair,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";

/**
 * A SOL transfer the payer builds and signs itself, naming `reference` read-only on the transfer (as the Solana
 * Pay spec lets anyone do), not built by the service. Returns the signed bytes, base64.
 */
export async function transferWithReference(
  connection: Connection,
  from: Keypair,
  to: PublicKey,
  lamports: number,
  reference?: PublicKey,
): Promise<string> {
  const ix = SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports });
  if (reference) ix.keys.push({ pubkey: reference, isSigner: false, isWritable: false });
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: from.publicKey, recentBlockhash: blockhash, instructions: [ix] });
  const tx = new VersionedTransaction(message.compileToV0Message());
  tx.sign([from]);
  return Buffer.from(tx.serialize()).toString("base64");
}

/** Sends signed bytes to the ledger as a wallet does and waits until they are confirmed. */
export async function sendSigned(connection: Connection, base64: string): Promise<string> {
  const signature = await connection.sendRawTransaction(Buffer.from(base64, "base64"));
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, "confirmed");
  return signature;
}
