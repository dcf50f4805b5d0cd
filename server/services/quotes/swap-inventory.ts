import type { AssetSymbol } from "../../assets";
import { AppError } from "../../errors";
import { balancesOf, serviceInventory } from "../../ledger/inventory";
import { rpcUrl } from "../../ledger/rpc-endpoint";
import { loadTreasury } from "../../ledger/treasury";
import { log } from "../../log";

/** Inventory reads are kept this long: quotes are the hottest endpoint, and a balance a second old is fine. */
const freshForMs = 2_000;
const cache = new Map<string, { at: number; value: Promise<bigint> }>();

async function read(mode: "wallet" | "private", asset: AssetSymbol): Promise<bigint> {
  if (mode === "private") return (await serviceInventory(asset)).asset;
  const [held = 0n] = await balancesOf([loadTreasury().publicKey], asset);
  return held;
}

/**
 * What the service can pay out of a swap's output asset: the treasury for a wallet-mode swap (it is the
 * counterparty), the treasury and the routing pool for a private one. A private quote cannot be given without it
 * (503 ROUTING_UNAVAILABLE); a wallet-mode quote goes without the check when the ledger cannot be read, since the
 * swap itself then fails to simulate before anything moves.
 */
export async function swapInventory(mode: "wallet" | "private", asset: AssetSymbol): Promise<bigint | undefined> {
  // Per ledger: a process pointed at another ledger (tests, one after the other) never reads the last one's.
  const key = `${rpcUrl()} ${mode}:${asset}`;
  const now = Date.now();
  let entry = cache.get(key);
  if (!entry || now - entry.at > freshForMs) {
    entry = { at: now, value: read(mode, asset) };
    cache.set(key, entry);
    entry.value.catch(() => cache.delete(key));
  }
  try {
    return await entry.value;
  } catch (error) {
    log.warn("the service's inventory could not be read for a quote", { error });
    if (mode === "wallet") return undefined;
    throw new AppError("ROUTING_UNAVAILABLE", "The ledger cannot be reached right now; try again shortly", {
      reason: "ledger_unreachable",
    });
  }
}
