import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import type { Keypair, VersionedTransaction } from "@solana/web3.js";

/** The PKCS #8 header of an Ed25519 private key (RFC 8410): what node needs around the 32-byte seed. */
const pkcs8Ed25519 = Buffer.from("302e020100300506032b657004220420", "hex");
const keyObjects = new WeakMap<Keypair, KeyObject>();

function keyObjectOf(signer: Keypair): KeyObject {
  let key = keyObjects.get(signer);
  if (!key) {
    const seed = signer.secretKey.subarray(0, 32);
    key = createPrivateKey({ key: Buffer.concat([pkcs8Ed25519, seed]), format: "der", type: "pkcs8" });
    keyObjects.set(signer, key);
  }
  return key;
}

/**
 * The Ed25519 signature of `bytes` by `signer`, from node's native crypto (OpenSSL): the same 64 bytes web3.js's
 * pure-JavaScript signer makes (Ed25519 is deterministic), about forty times faster. The key object is made once
 * per key pair.
 */
export function signBytes(signer: Keypair, bytes: Uint8Array): Uint8Array {
  return sign(null, bytes, keyObjectOf(signer));
}

/** Signs a transaction's message with each of `signers` (as VersionedTransaction.sign does), natively. */
export function signNatively(transaction: VersionedTransaction, signers: Keypair[]): void {
  const message = transaction.message.serialize();
  for (const signer of signers) transaction.addSignature(signer.publicKey, signBytes(signer, message));
}
