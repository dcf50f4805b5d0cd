import { createHash } from "node:crypto";
import type { Transfer } from "./build-transfer";

/** What identifies the transfers a prepared leg pays, in order: the SHA-256 of their addresses and amounts. */
export function transfersDigest(transfers: Transfer[]): string {
  const hash = createHash("sha256");
  for (const t of transfers) hash.update(`${t.to.toBase58()}:${t.amount};`);
  return hash.digest("hex");
}
