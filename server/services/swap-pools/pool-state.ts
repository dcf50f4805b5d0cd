import type { AssetSymbol } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { poolFlows } from "../../db/queries/swap-pools";
import { env } from "../../env";
import { pairOf } from "../../pricing";

/**
 * Past this many half-lives a fill has faded to under 0.4% of what it moved: it is no longer read, but for the
 * account's own, which count in full over SWAP_VOLUME_WINDOW_S however long that is.
 */
const halfLivesRead = 8;

/** A decimal string rounded to a whole number, up or down. */
function whole(decimal: string, round: "up" | "down"): bigint {
  const [int = "0", fraction = ""] = decimal.split(".");
  const truncated = BigInt(int);
  if (!/[1-9]/.test(fraction)) return truncated;
  const negative = decimal.startsWith("-");
  if (round === "up") return negative ? truncated : truncated + 1n;
  return negative ? truncated - 1n : truncated;
}

export type PoolView = { pair: string; sellsBase: boolean; displacement: bigint };

/**
 * The pair's pool as `accountId` sees it for a swap of `input` into `output` at `now`: every fill fading back to
 * the reference over POOL_HALF_LIFE_S, and in full those still in flight on this side and the account's own on this
 * side within SWAP_VOLUME_WINDOW_S (server/db/queries/swap-pools.ts). The faded part rounds against the client.
 */
export async function poolView(
  db: DbOrTx,
  accountId: string,
  input: AssetSymbol,
  output: AssetSymbol,
  now: Date,
): Promise<PoolView> {
  const { key, sellsBase } = pairOf(input, output);
  const halfLifeS = env().POOL_HALF_LIFE_S;
  const flows = await poolFlows(db, {
    pair: key,
    accountId,
    sellsBase,
    now,
    halfLifeS,
    lookbackS: halfLifeS * halfLivesRead,
    windowS: env().SWAP_VOLUME_WINDOW_S,
  });
  // Selling the base, a larger displacement is a worse price; buying it, a smaller one.
  const faded = whole(flows.faded, sellsBase ? "up" : "down");
  return { pair: key, sellsBase, displacement: faded + flows.whole };
}
