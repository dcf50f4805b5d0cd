import { Keypair, PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { publicKeyOf } from "@/server/ledger/remembered-base58";

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

  it("decodes an address once into a key equal to web3.js's, whose text is the address", () => {
    for (let i = 0; i < 200; i++) {
      const text = (i % 2 ? Keypair.generate().publicKey : new PublicKey(i)).toBase58();
      const key = publicKeyOf(text);
      expect(key.equals(new PublicKey(text))).toBe(true);
      expect(Buffer.from(key.toBytes()).equals(Buffer.from(bs58.decode(text)))).toBe(true);
      expect(key.toBase58()).toBe(text);
      expect(publicKeyOf(text)).toBe(key);
    }
    // Not an address: refused as web3.js refuses it, and nothing is remembered.
    expect(() => publicKeyOf("not-an-address")).toThrow();
    expect(() => publicKeyOf(bs58.encode(new Uint8Array(33).fill(7)))).toThrow();
  });
});
