import { type AssetSymbol, assets } from "../../../../assets";
import type { DbOrTx } from "../../../../db/client";
import { owedLegs } from "../../../../db/queries/paid-out";
import { AppError } from "../../../../errors";
import { serviceInventory } from "../../../../ledger/inventory";
import { formatAmount } from "../../../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../../../pricing";
import { ledgerOrUnavailable } from "./ledger-or-unavailable";

/**
 * The pool must be able to pay the recipients and the fees before a deposit is taken: what the treasury and the
 * pool wallets hold together, less what they still owe the legs of deposits already taken (owedLegs), covers the
 * payout in its asset, and SOL covers the sweep, the payout batches and the token accounts the payout creates.
 * Treasury and pool count together because money moves both ways between them (ensure-float.ts tops a pool wallet
 * up, rebalance-pool.ts sends a pool wallet's money back when the treasury is short). Otherwise 503
 * ROUTING_UNAVAILABLE, before the sender pays anything. Its details name what was needed, never what the pool
 * holds: any key may ask, and the pool's inventory is the operator's to read (npm run accounting).
 */
export async function requireCapacity(
  db: DbOrTx,
  input: {
    asset: AssetSymbol;
    payout: bigint;
    batches: number;
    newTokenAccounts: number;
  },
): Promise<void> {
  const held = await ledgerOrUnavailable(() => serviceInventory(input.asset));
  const owedAsset = await owedLegs(db, input.asset);
  const owedLamports = input.asset === "SOL" ? owedAsset : await owedLegs(db, "SOL");
  const free = (amount: bigint, owed: bigint) => (amount > owed ? amount - owed : 0n);
  const inventory = { asset: free(held.asset, owedAsset), lamports: free(held.lamports, owedLamports) };
  const fees =
    lamportsPerSignature * BigInt(2 + input.batches) + tokenAccountRentLamports * BigInt(input.newTokenAccounts);
  const neededLamports = fees + (input.asset === "SOL" ? input.payout : 0n);
  const short = (asset: AssetSymbol, needed: bigint) =>
    new AppError("ROUTING_UNAVAILABLE", `The routing pool cannot pay this out in ${asset} right now; try later`, {
      reason: "insufficient_inventory",
      asset,
      needed: formatAmount(needed, assets[asset].decimals),
    });
  if (input.asset !== "SOL" && inventory.asset < input.payout) throw short(input.asset, input.payout);
  if (inventory.lamports < neededLamports) throw short("SOL", neededLamports);
}
