import path from "node:path";
import type { Keypair } from "@solana/web3.js";
import { env } from "../env";
import { keypairFromFile, keypairFromText } from "./keypair-file";

let cached: Keypair | undefined;

/** The service treasury: swap counterparty and payer of routing fees. TREASURY_SECRET_KEY, else DATA_DIR/treasury.json. */
export function loadTreasury(): Keypair {
  cached ??= env().TREASURY_SECRET_KEY
    ? keypairFromText(env().TREASURY_SECRET_KEY!)
    : keypairFromFile(path.resolve(env().DATA_DIR, "treasury.json"));
  return cached;
}
