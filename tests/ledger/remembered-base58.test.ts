import { Keypair, PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import "@/server/ledger/remembered-base58";

describe("a public key's remembered base58", () => {
  it("is the key's own base58, for every key, asked once or many times", () => {
    for (let i = 0; i < 200; i++) {
      const key = i % 2 ? Keypair.generate().publicKey : new PublicKey(i);
      const expected = bs58.encode(key.toBytes());
      expect(key.toBase58()).toBe(expected);
      expect(key.toBase58()).toBe(expected);
      expect(new PublicKey(expected).toBase58()).toBe(expected);
      expect(key.toString()).toBe(expected);
    }
  });
});
