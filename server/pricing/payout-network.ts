import { lamportsPerSignature, signatureCount } from "./fees";

/**
 * Signature fees of the payout transactions a private payment needs beyond those its quote priced. A quote does not
 * know the recipients, so it prices the payouts of one (fees.ts, signatureCount); create, which packs the recipients
 * as the payouts will (build-transfer.ts, packTransfers), charges the rest, as it charges their new accounts' rent.
 */
export function unquotedPayoutLamports(payoutTransactions: number): bigint {
  const quoted = Number(signatureCount({ mode: "private", isSwap: false, recipientCount: 1 })) - 2;
  return lamportsPerSignature * BigInt(Math.max(0, payoutTransactions - quoted));
}
