import { createPublicKey, verify } from "node:crypto";

/**
 * Checks an ed25519 signature with Node's own crypto (no dependency): the 32-byte public key goes in as a JWK,
 * the only raw form Node accepts for it.
 */
export function verifyEd25519(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    const key = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") },
      format: "jwk",
    });
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}
