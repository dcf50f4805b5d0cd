import { lamportsPerSignature, signatureCount } from "./fees";

/**
 * Where a private payment's legs can be paid: in at most `packings` packings of due legs (payout rounds times the
 * pool wallets a round may pay them from), each packing's payouts but its last holding at least `perPayout` legs
 * (as many as fit one transaction when every leg creates an account).
 */
export type PayoutSpread = { legs: number; perPayout: number; packings: number };

/**
 * Signature fees of the payout transactions a private payment's legs can cost it beyond the one its quote priced
 * (fees.ts, signatureCount: the quote does not know the recipients). An upper bound, not an estimate: each leg
 * bears its share of the fee of the payout that paid it, the fee split by leg (services/books/move-costs.ts,
 * payoutShares). A packing's payouts are filled in turn as full as fits (build-transfer.ts, packTransfers), so all
 * but its last hold at least `perPayout` legs and cost each at most ceil(fee / perPayout); its last may hold one leg
 * alone, a whole fee. The legs cost at most packings × fee + legs × ceil(fee / perPayout), and never more than a fee
 * a leg: each of a payroll's legs may fall due in a round of its own (payout-legs.ts, scheduleLegs).
 */
export function unquotedPayoutLamports(spread: PayoutSpread): bigint {
  const fee = lamportsPerSignature;
  const legs = BigInt(spread.legs);
  const perPayout = BigInt(Math.max(1, spread.perPayout));
  const spreadOut = BigInt(spread.packings) * fee + legs * ((fee + perPayout - 1n) / perPayout);
  const bound = legs * fee < spreadOut ? legs * fee : spreadOut;
  const quoted = fee * (signatureCount({ mode: "private", isSwap: false, recipientCount: 1 }) - 2n);
  return bound > quoted ? bound - quoted : 0n;
}
