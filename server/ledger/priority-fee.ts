import { PublicKey } from "@solana/web3.js";
import { env } from "../env";
import { getConnection } from "./connection";
import { rpcUrl } from "./rpc-endpoint";

/** How long a price read is reused: slots pass every 400 ms, but a burst of moves needs one read, not one each. */
const reuseMs = 2_000;
/** Each read as it was asked (a promise): moves signed together while it is in flight wait for it, not ask again. */
const remembered = new Map<string, { at: number; price: Promise<bigint> }>();
const rememberedAtMost = 512;

/** The lowest rung of the price ladder, in micro-lamports per compute unit. */
const lowestRung = 1_000n;

/**
 * Rounds a price up to the ladder 0, 1,000, 2,000, 4,000, ...: moves signed in one period offer one of a few
 * prices, so a payout's fee says nothing about which payment it pays (docs/privacy.md).
 */
export function priceRung(price: bigint): bigint {
  if (price <= 0n) return 0n;
  let rung = lowestRung;
  while (rung < price) rung *= 2n;
  return rung;
}

/** The `percentile` of the recent slots' prices: slots where nothing competed count as 0, as the ledger reports. */
export function percentileOf(prices: bigint[], percentile: number): bigint {
  if (prices.length === 0) return 0n;
  const sorted = [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const index = Math.min(sorted.length - 1, Math.ceil((percentile / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * The compute-unit price (micro-lamports) to offer now for a transaction that writes `writable`: a percentile of
 * what transactions locking those accounts paid to land in the recent slots (getRecentPrioritizationFees), on the
 * ladder, capped by PRIORITY_FEE_MAX_MICROLAMPORTS. A ledger that cannot tell (an error, an old node) gets 0: a
 * transaction without a priority fee still lands when the cluster is quiet, and a move is re-sent until it expires.
 * With no account, the cluster's price as a whole: what the service's own moves start from (move-price.ts).
 */
export async function priorityFee(writable: PublicKey[]): Promise<bigint> {
  const cap = BigInt(env().PRIORITY_FEE_MAX_MICROLAMPORTS);
  if (cap === 0n) return 0n;
  // getRecentPrioritizationFees takes at most 128 accounts.
  const accounts = [...new Set(writable.map((key) => key.toBase58()))].sort().slice(0, 128);
  const key = `${rpcUrl()} ${accounts.join(",")}`;
  const now = Date.now();
  const known = remembered.get(key);
  if (known && now - known.at < reuseMs) return known.price;
  const price = readPrice(accounts, cap);
  if (remembered.size >= rememberedAtMost) remembered.clear();
  remembered.set(key, { at: now, price });
  return price;
}

/** Forgets every price read (tests that read the ledger again at once, or start on another ledger). */
export function forgetPriorityFeeReads(): void {
  remembered.clear();
}

/** The percentile of the recent slots' prices for `accounts`, on the ladder and capped; 0 when the ledger cannot say. */
async function readPrice(accounts: string[], cap: bigint): Promise<bigint> {
  try {
    const recent = await getConnection().getRecentPrioritizationFees({
      lockedWritableAccounts: accounts.map((account) => new PublicKey(account)),
    });
    const offered = priceRung(
      percentileOf(
        recent.map((slot) => BigInt(slot.prioritizationFee)),
        env().PRIORITY_FEE_PERCENTILE,
      ),
    );
    return offered < cap ? offered : cap;
  } catch {
    return 0n;
  }
}
