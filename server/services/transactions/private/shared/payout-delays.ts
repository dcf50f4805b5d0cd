import { env } from "../../../../env";

/**
 * The random delay a private leg waits, in whole seconds: PRIVATE_DELAY_MIN_S to PRIVATE_DELAY_MAX_S (a max below
 * the min is read as the min). Scheduling draws from it; the payout loop releases late legs by it.
 */
export function payoutDelays(): { minSeconds: number; maxSeconds: number } {
  const minSeconds = env().PRIVATE_DELAY_MIN_S;
  return { minSeconds, maxSeconds: Math.max(minSeconds, env().PRIVATE_DELAY_MAX_S) };
}

/**
 * Rounds one run of the payout loop makes (each a step and a sleep) before it hands over to the next generation, so
 * runs stay small.
 */
export const payoutRoundsPerRun = 150;

/**
 * In how many packings of due legs one private transaction's legs can be paid, at most: the payout rounds they can
 * leave in times the pool wallets a round may pay them from (the payout charge's bound, pricing/payout-network.ts).
 * Its legs fall due over the delay window's width, all scheduled or all released late by one statement
 * (payout-legs.ts, scheduleLegs and releaseLateLegs), and a due leg may be held PRIVATE_PAYOUT_HOLD_S more for a
 * companion (dueLegs). Rounds start at least PAYOUT_EPOCH_MS apart (the loop sleeps that long after each), so over
 * that span at most span / epoch + 1 start, and one more after it takes what fell due last; a run that hands over
 * to the next generation may start its first round at once, one round more each time. A round packs each asset's
 * due legs for one pool wallet, or, when every wallet received one of their deposits, each leg for a wallet drawn
 * among those other than its own deposit's (assign-payouts.ts): all but one.
 */
export function payoutPackings(): number {
  const { minSeconds, maxSeconds } = payoutDelays();
  const spanMs = (maxSeconds - minSeconds + env().PRIVATE_PAYOUT_HOLD_S) * 1000;
  const epochMs = env().PAYOUT_EPOCH_MS;
  const handovers = Math.floor(spanMs / (epochMs * payoutRoundsPerRun)) + 1;
  const rounds = Math.floor(spanMs / epochMs) + 2 + handovers;
  return rounds * Math.max(1, env().ROUTING_POOL_WALLETS - 1);
}
