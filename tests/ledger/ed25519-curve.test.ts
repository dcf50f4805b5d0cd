import { randomBytes } from "node:crypto";
import { Keypair, PublicKey } from "@solana/web3.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOnEd25519Curve } from "@/server/ledger/ed25519-curve";

const p = 2n ** 255n - 19n;

/** 32 little-endian bytes of `y`, with the sign bit of x set when asked. */
function encode(y: bigint, signBit = false): Uint8Array {
  const bytes = new Uint8Array(32);
  let rest = y;
  for (let i = 0; i < 32; i++) {
    bytes[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  if (signBit) bytes[31] = (bytes[31] as number) | 0x80;
  return bytes;
}

const web3 = (bytes: Uint8Array) => PublicKey.isOnCurve(bytes);

describe("the ed25519 curve check answers as web3.js does", () => {
  it("for 10,000 random byte strings, half of them on the curve", () => {
    let on = 0;
    for (let i = 0; i < 10_000; i++) {
      const bytes = randomBytes(32);
      const expected = web3(bytes);
      if (expected) on++;
      expect(isOnEd25519Curve(bytes), Buffer.from(bytes).toString("hex")).toBe(expected);
    }
    // Both answers are exercised: about half of all encodings are points.
    expect(on).toBeGreaterThan(4_500);
    expect(on).toBeLessThan(5_500);
  });

  it("for every wallet's public key (all on the curve)", () => {
    for (let i = 0; i < 2_000; i++) expect(isOnEd25519Curve(Keypair.generate().publicKey.toBytes())).toBe(true);
  });

  it("at the edges: y at and above p, x = 0 with either sign bit, small y", () => {
    const ys = [0n, 1n, 2n, 3n, p - 2n, p - 1n, p, p + 1n, p + 18n, 2n ** 255n - 1n];
    for (const y of ys) {
      for (const signBit of [false, true]) {
        const bytes = encode(y, signBit);
        expect(isOnEd25519Curve(bytes), `y=${y} sign=${signBit}`).toBe(web3(bytes));
      }
    }
    // Named so a change of meaning shows: y = 1 is the neutral point (x = 0), which has no negative twin.
    expect(isOnEd25519Curve(encode(1n))).toBe(true);
    expect(isOnEd25519Curve(encode(1n, true))).toBe(false);
    expect(isOnEd25519Curve(encode(p))).toBe(false);
  });

  it("for any y and sign bit (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 255n - 1n }), fc.boolean(), (y, signBit) => {
        const bytes = encode(y, signBit);
        return isOnEd25519Curve(bytes) === web3(bytes);
      }),
      { numRuns: 5_000 },
    );
  });

  it("refuses anything but 32 bytes", () => {
    expect(isOnEd25519Curve(new Uint8Array(31))).toBe(false);
    expect(isOnEd25519Curve(new Uint8Array(33))).toBe(false);
  });
});
