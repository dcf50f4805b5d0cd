import type { Candidates, ObserverKnowledge } from "./link";
import type { DepositSeen, PayoutSeen } from "./observe";

/**
 * Amounts, read by an observer of a balance's top-ups: a top-up's deposit is its amount plus the fee of a send of it
 * (create-top-up.ts), so the round amount just under it (of `rounds`, ascending) is what it credited, and a payout
 * can only be one that amount covers, by what a deposit for it would be asked (`depositFor`, give or take its
 * priority fee).
 */
export function coveredCandidates(
  deposits: DepositSeen[],
  payouts: PayoutSeen[],
  rounds: bigint[],
  k: ObserverKnowledge,
): Candidates {
  const debits = payouts.map((p) => k.depositFor(p.amount, p.createdAccount) - k.depositSlack);
  return deposits.map((d) => {
    const credited = rounds.filter((round) => round <= d.amount).at(-1) ?? d.amount;
    return debits.flatMap((debit, j) => (debit <= credited ? [j] : []));
  });
}
