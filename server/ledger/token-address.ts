import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import type { PublicKey } from "@solana/web3.js";
import { findProgramAddress } from "./program-address";

/** Derivations kept at most; past it the cache starts over (a payroll of 10,000 fits with room to spare). */
const maxCached = 50_000;
const cache = new Map<string, { address: PublicKey; bump: number }>();

/**
 * The associated token account of `owner` for `mint` (owners off the curve allowed) and its bump seed, remembered: a
 * derivation is a search over bump seeds, each an ed25519 curve check, and packing a large payroll derives the same
 * accounts for every size it tries. The bump is what creating the account costs the ledger (compute-units.ts).
 */
export function associatedTokenAccount(mint: PublicKey, owner: PublicKey): { address: PublicKey; bump: number } {
  // The keys' bytes, not their base58: encoding base58 was the busiest function of a payroll's payouts.
  const key = Buffer.concat([mint.toBuffer(), owner.toBuffer()]).toString("latin1");
  let known = cache.get(key);
  if (!known) {
    const [address, bump] = findProgramAddress(
      [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
      ASSOCIATED_TOKEN_PROGRAM_ID,
    );
    known = { address, bump };
    if (cache.size >= maxCached) cache.clear();
    cache.set(key, known);
  }
  return known;
}

/** The associated token account of `owner` for `mint` (associatedTokenAccount, without its bump). */
export function associatedTokenAddress(mint: PublicKey, owner: PublicKey): PublicKey {
  return associatedTokenAccount(mint, owner).address;
}
