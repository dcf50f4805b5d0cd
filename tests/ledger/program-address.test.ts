import { ASSOCIATED_TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { findProgramAddress } from "@/server/ledger/program-address";
import { associatedTokenAccount } from "@/server/ledger/token-address";

describe("program addresses are derived as web3.js derives them", () => {
  it("the same address and bump seed for 3,000 random owners' token accounts", () => {
    const mint = Keypair.generate().publicKey;
    const bumps = new Set<number>();
    for (let i = 0; i < 3_000; i++) {
      const owner = Keypair.generate().publicKey;
      const seeds = [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()];
      const [address, bump] = findProgramAddress(seeds, ASSOCIATED_TOKEN_PROGRAM_ID);
      const [expected, expectedBump] = PublicKey.findProgramAddressSync(seeds, ASSOCIATED_TOKEN_PROGRAM_ID);
      expect(address.toBase58()).toBe(expected.toBase58());
      expect(bump).toBe(expectedBump);
      bumps.add(bump);
    }
    // Searches that went past the first bump seed were compared too, not only the first try.
    expect(Math.min(...bumps)).toBeLessThan(250);
  });

  it("for seeds of other lengths, owners off the curve among them", () => {
    const program = Keypair.generate().publicKey;
    for (let i = 0; i < 500; i++) {
      const seeds = [
        Buffer.from(`seed-${i}`),
        Keypair.generate()
          .publicKey.toBuffer()
          .subarray(0, i % 33),
      ];
      const [address, bump] = findProgramAddress(seeds, program);
      const [expected, expectedBump] = PublicKey.findProgramAddressSync(seeds, program);
      expect([address.toBase58(), bump]).toEqual([expected.toBase58(), expectedBump]);
    }
    expect(() => findProgramAddress([new Uint8Array(33)], program)).toThrow(TypeError);
  });

  it("the service's token-account addresses are spl-token's", () => {
    const mint = Keypair.generate().publicKey;
    const offCurveOwner = associatedTokenAccount(mint, Keypair.generate().publicKey).address;
    for (const owner of [Keypair.generate().publicKey, offCurveOwner]) {
      expect(associatedTokenAccount(mint, owner).address.toBase58()).toBe(
        getAssociatedTokenAddressSync(mint, owner, true).toBase58(),
      );
    }
  });
});
