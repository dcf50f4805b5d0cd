import { createHash } from "node:crypto";
import { Keypair } from "@solana/web3.js";
import { env } from "../env";
import { loadTreasury } from "./treasury";

let cached: { treasury: string; wallets: Keypair[] } | undefined;

/**
 * The routing pool: `ROUTING_POOL_WALLETS` wallets derived from the treasury key (so every instance has the same
 * ones and there is nothing more to keep secret). Deposits are swept into one of them and payouts leave from
 * another; the treasury tops them up.
 */
export function poolWallets(): Keypair[] {
  const treasury = loadTreasury();
  const id = treasury.publicKey.toBase58();
  if (cached?.treasury !== id || cached.wallets.length !== env().ROUTING_POOL_WALLETS) {
    const wallets = Array.from({ length: env().ROUTING_POOL_WALLETS }, (_, index) =>
      Keypair.fromSeed(createHash("sha256").update(`routing-pool:${index}:`).update(treasury.secretKey).digest()),
    );
    cached = { treasury: id, wallets };
  }
  return cached.wallets;
}

export function poolWallet(address: string): Keypair | undefined {
  return poolWallets().find((w) => w.publicKey.toBase58() === address);
}
