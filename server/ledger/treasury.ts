import path from "node:path";
import type { Keypair } from "@solana/web3.js";
import { env } from "../env";
import { keypairFromFile, keypairFromText } from "./keypair-file";

/** The treasury key: TREASURY_SECRET_KEY, else `dataDir/treasury.json`, generated there once. */
export function treasuryKeypair(dataDir: string): Keypair {
  const configured = env().TREASURY_SECRET_KEY;
  return configured ? keypairFromText(configured) : keypairFromFile(path.resolve(dataDir, "treasury.json"));
}

let cached: Keypair | undefined;

/** The service treasury of this app (swap counterparty, payer of routing fees), from DATA_DIR. */
export function loadTreasury(): Keypair {
  cached ??= treasuryKeypair(env().DATA_DIR);
  return cached;
}
