import { type AssetSymbol, assets } from "../../assets";
import { AppError } from "../../errors";
import { serviceInventory } from "../../ledger/inventory";
import { formatAmount } from "../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../pricing";
import { ledgerOrUnavailable } from "./ledger-or-unavailable";

/**
 * The pool must be able to pay the recipients and the fees before a deposit is taken: what the treasury and the
 * pool wallets hold together covers the payout in its asset, and SOL covers the sweep, the payout batches and the
 * token accounts the payout creates. Otherwise 503 ROUTING_UNAVAILABLE, before the sender pays anything.
 */
export async function requireCapacity(input: {
  asset: AssetSymbol;
  payout: bigint;
  batches: number;
  newTokenAccounts: number;
}): Promise<void> {
  const inventory = await ledgerOrUnavailable(() => serviceInventory(input.asset));
  const fees =
    lamportsPerSignature * BigInt(2 + input.batches) + tokenAccountRentLamports * BigInt(input.newTokenAccounts);
  const neededLamports = fees + (input.asset === "SOL" ? input.payout : 0n);
  const short = (asset: AssetSymbol, needed: bigint, available: bigint) =>
    new AppError("ROUTING_UNAVAILABLE", `The routing pool cannot pay this out in ${asset} right now; try later`, {
      reason: "insufficient_inventory",
      asset,
      needed: formatAmount(needed, assets[asset].decimals),
      available: formatAmount(available, assets[asset].decimals),
    });
  if (input.asset !== "SOL" && inventory.asset < input.payout) throw short(input.asset, input.payout, inventory.asset);
  if (inventory.lamports < neededLamports) throw short("SOL", neededLamports, inventory.lamports);
}
