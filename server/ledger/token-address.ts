import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import type { PublicKey } from "@solana/web3.js";

/** Derivations kept at most; past it the cache starts over (a payroll of 10,000 fits with room to spare). */
const maxCached = 50_000;
const cache = new Map<string, PublicKey>();

/**
 * The associated token account of `owner` for `mint` (owners off the curve allowed), remembered: a derivation is a
 * search over bump seeds, each an ed25519 curve check, and packing a large payroll derives the same accounts for
 * every size it tries.
 */
export function associatedTokenAddress(mint: PublicKey, owner: PublicKey): PublicKey {
  const key = `${mint.toBase58()}:${owner.toBase58()}`;
  let address = cache.get(key);
  if (!address) {
    address = getAssociatedTokenAddressSync(mint, owner, true);
    if (cache.size >= maxCached) cache.clear();
    cache.set(key, address);
  }
  return address;
}
