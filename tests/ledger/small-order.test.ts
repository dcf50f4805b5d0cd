import { randomBytes } from "node:crypto";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { isOnEd25519Curve } from "@/server/ledger/ed25519-curve";
import { isSmallOrderHex } from "@/server/ledger/small-order";
import { add, decode, encode, isIdentity, multiply, order, type Point } from "../support/ed25519-math";

const timesEight = (point: Point) => [1, 2, 3].reduce((q) => add(q, q), point);
const key = (point: Point) => `${point.x}:${point.y}`;

/**
 * The whole torsion group, derived: the group's order sends any point to its small-order part, and a part of order 8
 * generates all eight. Random points give one of order 8 half the time.
 */
function torsionGroup(): Point[] {
  for (let tries = 0; tries < 40; tries++) {
    const bytes = randomBytes(32);
    if (!isOnEd25519Curve(bytes)) continue;
    const part = multiply(decode(bytes), order);
    const multiples = Array.from({ length: 8 }, (_, k) => multiply(part, BigInt(k)));
    if (new Set(multiples.map(key)).size === 8) return multiples;
  }
  throw new Error("no point of order 8 in 40 tries");
}

describe("the small-order points of ed25519", () => {
  it("are exactly the eight the check refuses: the whole torsion group, derived from a random point", () => {
    const group = torsionGroup();
    for (const point of group) {
      expect(isIdentity(timesEight(point))).toBe(true);
      const bytes = encode(point);
      expect(PublicKey.isOnCurve(bytes)).toBe(true);
      const hex = Buffer.from(bytes).toString("hex");
      expect(isSmallOrderHex(hex), hex).toBe(true);
    }
  });

  it("include no wallet's public key (each of prime order, so 8 times it is not the neutral point)", () => {
    for (let i = 0; i < 200; i++) {
      const key = Keypair.generate().publicKey.toBytes();
      expect(isIdentity(timesEight(decode(key)))).toBe(false);
      expect(isSmallOrderHex(Buffer.from(key).toString("hex"))).toBe(false);
    }
  });
});
