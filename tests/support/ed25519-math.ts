import { createHash, randomBytes } from "node:crypto";

/**
 * ed25519 in plain bigint arithmetic (affine coordinates, -x² + y² = 1 + d·x²·y² over p), slow but independent of
 * the code under test: enough to multiply points and to make signatures RFC 8032 does not (a random nonce).
 */
export const p = 2n ** 255n - 19n;
export const order = 2n ** 252n + 27742317777372353535851937790883648493n;
export type Point = { x: bigint; y: bigint };
export const identity: Point = { x: 0n, y: 1n };

const mod = (n: bigint, m = p) => ((n % m) + m) % m;
function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % p;
    b = (b * b) % p;
  }
  return result;
}
const inverse = (n: bigint) => power(n, p - 2n);
const d = mod(-121665n * inverse(121666n));

export function add(a: Point, b: Point): Point {
  const t = mod(d * a.x * b.x * a.y * b.y);
  return { x: mod((a.x * b.y + a.y * b.x) * inverse(1n + t)), y: mod((a.y * b.y + a.x * b.x) * inverse(1n - t)) };
}

export function multiply(point: Point, scalar: bigint): Point {
  let result = identity;
  let addend = point;
  for (let k = scalar; k > 0n; k >>= 1n) {
    if (k & 1n) result = add(result, addend);
    addend = add(addend, addend);
  }
  return result;
}

export const isIdentity = (point: Point) => point.x === 0n && point.y === 1n;

const littleEndian = (bytes: Uint8Array) => bytes.reduceRight((n, byte) => (n << 8n) | BigInt(byte), 0n);
const toLittleEndian = (n: bigint) => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));

/** RFC 8032 decoding (p = 5 mod 8 square root) of an encoding known to be on the curve. */
export function decode(bytes: Uint8Array): Point {
  const top = bytes[31] as number;
  const y = littleEndian(Uint8Array.from([...bytes.subarray(0, 31), top & 0x7f]));
  const u = mod(y * y - 1n);
  const v = mod(d * y * y + 1n);
  let x = power(mod(u * inverse(v)), (p + 3n) / 8n);
  if (mod(x * x - mod(u * inverse(v))) !== 0n) x = mod(x * power(2n, (p - 1n) / 4n));
  if ((x & 1n) !== BigInt(top >> 7)) x = mod(-x);
  return { x, y };
}

export function encode(point: Point): Uint8Array {
  const bytes = toLittleEndian(point.y);
  bytes[31] = (bytes[31] as number) | (Number(point.x & 1n) << 7);
  return bytes;
}

const base = decode(Uint8Array.from(Buffer.from(`58${"66".repeat(31)}`, "hex")));
const sha512 = (...parts: Uint8Array[]) => {
  const hash = createHash("sha512");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};

/**
 * A valid ed25519 signature of `message` by the key pair `secretKey` (web3.js's 64 bytes: seed, then public key),
 * made with a random nonce: a different signature each call, each one verifying, as any signer may make them.
 */
export function signWithRandomNonce(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  const scalarBytes = sha512(secretKey.subarray(0, 32)).subarray(0, 32);
  scalarBytes[0] = (scalarBytes[0] as number) & 248;
  scalarBytes[31] = ((scalarBytes[31] as number) & 127) | 64;
  const a = littleEndian(scalarBytes);
  const r = mod(littleEndian(randomBytes(64)), order);
  const R = encode(multiply(base, r));
  const k = mod(littleEndian(sha512(R, secretKey.subarray(32, 64), message)), order);
  const s = mod(r + k * a, order);
  return Uint8Array.from([...R, ...toLittleEndian(s)]);
}
