import { env } from "../../../../env";

/**
 * The random delay a private leg waits, in whole seconds: PRIVATE_DELAY_MIN_S to PRIVATE_DELAY_MAX_S (a max below
 * the min is read as the min). Scheduling draws from it; the payout loop releases late legs by it.
 */
export function payoutDelays(): { minSeconds: number; maxSeconds: number } {
  const minSeconds = env().PRIVATE_DELAY_MIN_S;
  return { minSeconds, maxSeconds: Math.max(minSeconds, env().PRIVATE_DELAY_MAX_S) };
}
