import { PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { isOnEd25519Curve } from "./ed25519-curve";

/**
 * A ledger address from text: base58 that decodes to exactly 32 bytes. `requireOnCurve` for addresses that must
 * be able to sign (a wallet), as opposed to program-derived ones (token accounts).
 */
export function parseAddress(text: string, options: { requireOnCurve?: boolean } = {}): PublicKey | null {
  if (typeof text !== "string" || text.length < 32 || text.length > 44) return null;
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(text);
  } catch {
    return null;
  }
  if (bytes.length !== 32) return null;
  const key = new PublicKey(bytes);
  if (options.requireOnCurve && !isOnEd25519Curve(bytes)) return null;
  return key;
}
