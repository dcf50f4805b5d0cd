import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import type { Keypair, VersionedMessage } from "@solana/web3.js";

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

/**
 * A message signed by each of `signers`, natively, as wire bytes: what VersionedTransaction.sign and serialize
 * make (a signer missing leaves its slot zero), with the message serialized once instead of twice. Returns the
 * first signature (the fee payer's, the transaction's id) beside the bytes.
 */
export function signedWire(message: VersionedMessage, signers: Keypair[]): { wire: Buffer; firstSignature: Buffer } {
  const bytes = message.serialize();
  const required = message.header.numRequiredSignatures;
  // The count is a compact-u16, one byte below 128; 1,232 bytes hold at most 19 signatures anyway.
  if (required > 0x7f) throw new Error(`${required} signatures do not fit one transaction`);
  const signerKeys = message.staticAccountKeys.slice(0, required);
  const signatures = Buffer.alloc(64 * required);
  for (const signer of signers) {
    const index = signerKeys.findIndex((key) => key.equals(signer.publicKey));
    if (index < 0) throw new Error(`${signer.publicKey.toBase58()} does not sign this message`);
    signatures.set(signBytes(signer, bytes), index * 64);
  }
  return {
    wire: Buffer.concat([Buffer.from([required]), signatures, bytes]),
    firstSignature: signatures.subarray(0, 64),
  };
}
