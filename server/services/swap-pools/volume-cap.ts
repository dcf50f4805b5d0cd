import type { Tier } from "../../auth/api-key-format";
import type { DbOrTx } from "../../db/client";
import { findAccount } from "../../db/queries/accounts";
import { swapVolumeSince } from "../../db/queries/swap-pools";
import { env } from "../../env";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";

/** SWAP_VOLUME_CAP_USD read per tier, in millionths of a US dollar. */
function capOf(tier: Tier): bigint {
  const caps = Object.fromEntries(
    env()
      .SWAP_VOLUME_CAP_USD.split(",")
      .map((pair) => pair.split(":") as [Tier, string]),
  ) as Record<Tier, string>;
  return BigInt(caps[tier]) * 1_000_000n;
}

const usd = (micros: bigint) => formatAmount(micros, 6);

/**
 * An account swaps at most its tier's SWAP_VOLUME_CAP_USD within SWAP_VOLUME_WINDOW_S (filled swaps, at the price
 * each was filled at): past it, 422 SWAP_VOLUME_EXCEEDED, whatever the pool could still take.
 */
export async function requireSwapVolume(db: DbOrTx, accountId: string, addingMicros: bigint, now: Date) {
  const account = await findAccount(db, accountId);
  const cap = capOf(account?.tier ?? "free");
  const windowS = env().SWAP_VOLUME_WINDOW_S;
  const used = await swapVolumeSince(db, accountId, new Date(now.getTime() - windowS * 1000));
  if (used + addingMicros <= cap) return;
  throw new AppError(
    "SWAP_VOLUME_EXCEEDED",
    `This swap would take the account past its swap volume of ${usd(cap)} USD per ${windowS} s; try a smaller amount or later`,
    {
      capUsd: usd(cap),
      usedUsd: usd(used),
      requestedUsd: usd(addingMicros),
      windowS,
      ...(account && { tier: account.tier }),
    },
  );
}
