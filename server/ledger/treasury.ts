import path from "node:path";
import type { Keypair } from "@solana/web3.js";
import { env } from "../env";
import { keypairFromFile, keypairFromText } from "./keypair-file";

/** The treasury key: TREASURY_SECRET_KEY, else `dataDir/treasury.json`, generated there once. */
export function treasuryKeypair(dataDir: string): Keypair {
  const configured = env().TREASURY_SECRET_KEY;
  return configured ? keypairFromText(configured) : keypairFromFile(path.resolve(dataDir, "treasury.json"));
}

let cached: { from: string; keypair: Keypair } | undefined;

/**
 * The service treasury of this app (swap counterparty, payer of routing fees), from DATA_DIR. Kept for the
 * configuration it was read from, so a process whose configuration is reset (tests) never signs with a stale key.
 */
export function loadTreasury(): Keypair {
  const from = `${env().TREASURY_SECRET_KEY ?? ""}\n${env().DATA_DIR}`;
  if (cached?.from !== from) cached = { from, keypair: treasuryKeypair(env().DATA_DIR) };
  return cached.keypair;
}
