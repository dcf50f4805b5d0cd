/**
 * The eight points of small order on ed25519 (order 1, 2, 4 or 8), as their canonical 32-byte encodings. They are on
 * the curve, so the curve check passes them, but no key pair has one as its public key (a key pair's point is a
 * multiple of the base point, of prime order), and the ledger's strict signature check refuses them as signers:
 * what is paid to one is stuck for good. Non-canonical encodings (y not below p, or x = 0 with its sign bit set)
 * are already refused by the curve check (ed25519-curve.ts). tests/ledger/small-order.test.ts derives the set.
 */
const smallOrderEncodings = new Set([
  "0000000000000000000000000000000000000000000000000000000000000000",
  "0000000000000000000000000000000000000000000000000000000000000080",
  "0100000000000000000000000000000000000000000000000000000000000000",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
]);

/** Whether an address, as the lowercase hex of its 32 bytes, is one of the eight. */
export function isSmallOrderHex(hex: string): boolean {
  return smallOrderEncodings.has(hex);
}
