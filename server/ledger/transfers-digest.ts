import { createHash } from "node:crypto";
import type { Transfer } from "./build-transfer";

/** What identifies the transfers a prepared leg pays, in order: the SHA-256 of their addresses and amounts. */
export function transfersDigest(transfers: Transfer[]): string {
  const hash = createHash("sha256");
  const amount = Buffer.alloc(16);
  for (const t of transfers) {
    // Raw key bytes and a fixed-width amount: no base58 encoding, which dominates for thousands of recipients.
    amount.writeBigUInt64LE(t.amount & 0xffffffffffffffffn, 0);
    amount.writeBigUInt64LE(t.amount >> 64n, 8);
    hash.update(t.to.toBytes());
    hash.update(amount);
  }
  return hash.digest("hex");
}
