import type { PublicKey } from "@solana/web3.js";
import type { AssetSymbol } from "../assets";
import { destinationAccount } from "./build-transfer";
import { readDepositBalances } from "./deposit-accounts";
import { poolWallets } from "./pool-wallets";
import { loadTreasury } from "./treasury";

/** What each wallet holds of `asset` (lamports for SOL), read at confirmed unless told, in the order given. */
export async function balancesOf(
  wallets: PublicKey[],
  asset: AssetSymbol,
  commitment: "confirmed" | "finalized" = "confirmed",
): Promise<bigint[]> {
  return readDepositBalances(
    wallets.map((w) => ({ asset, address: destinationAccount(asset, w).toBase58() })),
    commitment,
  );
}

/** What the service can pay out of `asset` and spend on fees: the treasury and the routing pool together. */
export async function serviceInventory(asset: AssetSymbol): Promise<{ asset: bigint; lamports: bigint }> {
  const wallets = [loadTreasury().publicKey, ...poolWallets().map((w) => w.publicKey)];
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const lamports = sum(await balancesOf(wallets, "SOL"));
  return { asset: asset === "SOL" ? lamports : sum(await balancesOf(wallets, asset)), lamports };
}
