import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { isOnEd25519Curve } from "@/server/ledger/ed25519-curve";
import { isSmallOrderPoint } from "@/server/ledger/small-order";
import { add, decode, isIdentity, type Point } from "../support/ed25519-math";

const timesEight = (point: Point) => [1, 2, 3].reduce((q) => add(q, q), point);

const smallOrder = [
  "0000000000000000000000000000000000000000000000000000000000000000",
  "0000000000000000000000000000000000000000000000000000000000000080",
  "0100000000000000000000000000000000000000000000000000000000000000",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
].map((hex) => Uint8Array.from(Buffer.from(hex, "hex")));

describe("the small-order points of ed25519", () => {
  it("are eight distinct points of the curve, each sent to the neutral point by 8: the whole torsion group", () => {
    // The points of order dividing 8 form a group of exactly 8 on ed25519, so eight distinct ones are all of them.
    const points = smallOrder.map(decode);
    expect(new Set(points.map((q) => `${q.x}:${q.y}`)).size).toBe(8);
    for (const [i, bytes] of smallOrder.entries()) {
      expect(isOnEd25519Curve(bytes)).toBe(true);
      expect(PublicKey.isOnCurve(bytes)).toBe(true);
      expect(isIdentity(timesEight(points[i] as Point))).toBe(true);
      expect(isSmallOrderPoint(bytes)).toBe(true);
    }
  });

  it("include no wallet's public key (each of prime order, so 8 times it is not the neutral point)", () => {
    for (let i = 0; i < 200; i++) {
      const key = Keypair.generate().publicKey.toBytes();
      expect(isIdentity(timesEight(decode(key)))).toBe(false);
      expect(isSmallOrderPoint(key)).toBe(false);
    }
  });
});
