import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { isOnEd25519Curve } from "@/server/ledger/ed25519-curve";
import { isSmallOrderPoint } from "@/server/ledger/small-order";

/** ed25519 in affine coordinates, enough to multiply a point by 8: -x² + y² = 1 + d·x²·y² over p. */
const p = 2n ** 255n - 19n;
const d = (((-121665n * power(121666n, p - 2n)) % p) + p) % p;
type Point = { x: bigint; y: bigint };
const identity: Point = { x: 0n, y: 1n };

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % p) + p) % p;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % p;
    b = (b * b) % p;
  }
  return result;
}
const mod = (n: bigint) => ((n % p) + p) % p;
const inverse = (n: bigint) => power(n, p - 2n);

function add(a: Point, b: Point): Point {
  const t = mod(d * a.x * b.x * a.y * b.y);
  return { x: mod((a.x * b.y + a.y * b.x) * inverse(1n + t)), y: mod((a.y * b.y + a.x * b.x) * inverse(1n - t)) };
}

/** RFC 8032 decoding (p = 5 mod 8 square root); the encoding is known to be on the curve. */
function decode(bytes: Uint8Array): Point {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? (bytes[i] as number) & 0x7f : (bytes[i] as number));
  const u = mod(y * y - 1n);
  const v = mod(d * y * y + 1n);
  let x = mod(u * power(v, p - 2n));
  x = power(x, (p + 3n) / 8n);
  if (mod(x * x - mod(u * inverse(v))) !== 0n) x = mod(x * power(2n, (p - 1n) / 4n));
  if ((x & 1n) !== BigInt((bytes[31] as number) >> 7)) x = mod(-x);
  return { x, y };
}

const timesEight = (point: Point) => [1, 2, 3].reduce((q) => add(q, q), point);
const isIdentity = (point: Point) => point.x === identity.x && point.y === identity.y;

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
