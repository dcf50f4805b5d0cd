import { env } from "../env";

/**
 * Whether an output the treasury signed pays the client more than PRICE_TOLERANCE_BPS above `marketOutput`, what
 * the market gives for the same input now: past it, the treasury neither signs the swap nor sends it.
 */
export function pastTolerance(signedOutput: bigint, marketOutput: bigint): boolean {
  const toleranceBps = BigInt(env().PRICE_TOLERANCE_BPS);
  return signedOutput * 10_000n > marketOutput * (10_000n + toleranceBps);
}
