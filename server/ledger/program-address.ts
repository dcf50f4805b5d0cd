import { createHash } from "node:crypto";
import { PublicKey } from "@solana/web3.js";
import { isOnEd25519Curve } from "./ed25519-curve";

const maxSeedLength = 32;

/**
 * web3.js's `PublicKey.findProgramAddressSync`, same answer (tests/ledger/program-address.test.ts), with Node's native
 * SHA-256 and the fast curve check: the highest bump seed, from 255 down, whose hash falls off the curve.
 */
export function findProgramAddress(seeds: Uint8Array[], programId: PublicKey): [PublicKey, number] {
  if (seeds.some((seed) => seed.length > maxSeedLength)) throw new TypeError("Max seed length exceeded");
  const program = programId.toBuffer();
  for (let bump = 255; bump > 0; bump--) {
    const hash = createHash("sha256");
    for (const seed of seeds) hash.update(seed);
    const bytes = hash.update(Uint8Array.of(bump)).update(program).update("ProgramDerivedAddress").digest();
    if (!isOnEd25519Curve(bytes)) return [new PublicKey(bytes), bump];
  }
  throw new Error("Unable to find a viable program address bump seed");
}
