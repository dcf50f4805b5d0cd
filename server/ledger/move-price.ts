import { VersionedTransaction } from "@solana/web3.js";
import { env } from "../env";
import { metrics } from "../metrics/registry";
import { priceRung, priorityFee } from "./priority-fee";
import { readComputeBudget } from "./read-compute-budget";

/*
 * The price of the moves the service signs and pays for (sweeps, payouts, refunds, top-ups, rebalances, lookup
 * tables). Their accounts are the service's own, and anyone can write-lock one by sending it a lamport at a high
 * price: priced from those accounts' recent fees, every move offered the cap. So a move starts from what the
 * cluster pays as a whole (no account named), and the price climbs one rung of the ladder only when an attempt
 * that offered it expired unseen, and comes down a rung every 10 minutes without a climb. Every move signed at one
 * time offers one price (the privacy rule, docs/privacy.md), at most PRIORITY_FEE_MAX_MICROLAMPORTS, and what moves
 * offer in any hour is at most PRIORITY_FEE_HOURLY_LAMPORTS: past it, moves offer nothing until older offers are an
 * hour old. The level and the hour's offers live in the process: each instance that signs moves keeps its own.
 */

/** How long the price stays up after a climb before it comes down one rung. */
export const rungHoldMs = 10 * 60_000;
const hourMs = 3_600_000;

const state = { level: 0, climbedAt: 0, offers: [] as { at: number; lamports: bigint }[], offered: 0n };

function levelAt(now: number): number {
  return Math.max(0, state.level - Math.floor((now - state.climbedAt) / rungHoldMs));
}

/** Back to a fresh process's level and hour (tests that run one after another in one process). */
export function forgetMovePrices(): void {
  Object.assign(state, { level: 0, climbedAt: 0, offers: [], offered: 0n });
}

/** The rung above `price` on the ladder 0, 1,000, 2,000, 4,000, ... micro-lamports. */
export function rungAbove(price: bigint): bigint {
  return price <= 0n ? priceRung(1n) : priceRung(price) * 2n;
}

/** The price moves offer now: the cluster's, as many rungs up as the level says, within the cap. */
export async function movePrice(now = Date.now()): Promise<bigint> {
  const cap = BigInt(env().PRIORITY_FEE_MAX_MICROLAMPORTS);
  let price = await priorityFee([]);
  for (let rung = levelAt(now); rung > 0 && price < cap; rung--) price = rungAbove(price);
  return price < cap ? price : cap;
}

/**
 * An attempt of a move expired unseen (`signedWire`, its bytes): when it offered the price moves offer now, the price
 * climbs a rung, and the attempt signed next offers it. An attempt signed at a lower price, before the last climb,
 * climbs nothing: moves that expired together are one rung, not one each. At the cap, nothing climbs.
 */
export async function climbAfterExpiry(signedWire: string, now = Date.now()): Promise<void> {
  const { message } = VersionedTransaction.deserialize(Buffer.from(signedWire, "base64"));
  const current = await movePrice(now);
  if (readComputeBudget(message).microLamports < current) return;
  if (current >= BigInt(env().PRIORITY_FEE_MAX_MICROLAMPORTS)) return;
  state.level = levelAt(now) + 1;
  state.climbedAt = now;
  metrics().movePriceLevel.set(state.level);
}

/**
 * Takes what a move about to be signed offers for its priority (lamports, price x limit) from the last hour's
 * budget; false when it does not fit, and the move then offers none. Counted when signed, not when paid: an attempt
 * that expires unseen pays nothing, so the budget bounds what moves pay from above.
 */
export function takeFromHourlyBudget(lamports: bigint, now = Date.now()): boolean {
  while (state.offers.length > 0 && state.offers[0]!.at <= now - hourMs)
    state.offered -= state.offers.shift()!.lamports;
  if (lamports === 0n) return true;
  if (state.offered + lamports > BigInt(env().PRIORITY_FEE_HOURLY_LAMPORTS)) {
    metrics().movePriorityDeclined.inc();
    return false;
  }
  state.offers.push({ at: now, lamports });
  state.offered += lamports;
  metrics().movePriorityLamports.inc(Number(lamports));
  return true;
}
