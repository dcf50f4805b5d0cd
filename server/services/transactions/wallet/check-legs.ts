import { VersionedTransaction } from "@solana/web3.js";
import { assets } from "../../../assets";
import type { Db } from "../../../db/client";
import { listRecipients, markBroadcast, type TransactionRow } from "../../../db/queries/transactions";
import { listWalletLegs, type WalletLegRow } from "../../../db/queries/wallet-legs";
import { blockhashExpiredForGood } from "../../../ledger/blockhash-expiry";
import { getSignatureStatusesInBulk } from "../../../ledger/submit";
import { partialPaymentDetails } from "../partial-payment";
import { transitionTransaction } from "../transition-transaction";
import { sendLegs } from "./send-legs";
import { type ConfirmationCheck, completionJobs } from "./settle";
import { expireLeg, settleLandedLeg } from "./settle-leg";

const isOpen = (leg: WalletLegRow) => leg.status === "pending" || leg.status === "confirmed";

/** The legs among these whose blockhash no fork can land any more (each distinct blockhash asked once). */
async function withExpiredBlockhash(legs: WalletLegRow[]): Promise<WalletLegRow[]> {
  const valid = new Map<string, boolean>();
  const expired: WalletLegRow[] = [];
  for (const leg of legs) {
    const { recentBlockhash } = VersionedTransaction.deserialize(Buffer.from(leg.signedWire, "base64")).message;
    if (!valid.has(recentBlockhash)) valid.set(recentBlockhash, !(await blockhashExpiredForGood(recentBlockhash)));
    if (!valid.get(recentBlockhash)) expired.push(leg);
  }
  return expired;
}

/** Looks at every open leg once: settles the landed ones, expires the dead ones, sends the rest again. */
async function advanceLegs(db: Db, row: TransactionRow, open: WalletLegRow[]): Promise<void> {
  const statuses = await getSignatureStatusesInBulk(open.map((leg) => leg.signature));
  const unseen = open.filter((_, i) => statuses[i]!.status === "unknown");
  for (const [i, leg] of open.entries()) await settleLandedLeg(db, leg, statuses[i]!);
  const expired = await withExpiredBlockhash(unseen);
  // One more look: a leg may have landed in its last valid slot, between the two reads.
  const again = await getSignatureStatusesInBulk(expired.map((leg) => leg.signature));
  for (const [i, leg] of expired.entries()) {
    if (again[i]!.status === "unknown") await expireLeg(db, leg);
    else await settleLandedLeg(db, leg, again[i]!);
  }
  // Recorded but never marked sent (a crash in between): marked now, unless a cancel came first.
  const sendable = row.broadcastAt !== null || (await markBroadcast(db, row.id, new Date()))?.status === "pending";
  if (sendable)
    await sendLegs(
      db,
      unseen.filter((leg) => leg.status === "pending" && !expired.includes(leg)),
    );
}

/** The payroll's failure when some legs failed: which recipients were not paid, and why. */
async function partialFailure(db: Db, row: TransactionRow, legs: WalletLegRow[]) {
  const failedLegs = legs.filter((leg) => leg.status === "failed");
  const failed = (await listRecipients(db, row.id)).filter((r) => r.status === "failed");
  const paid = legs.filter((leg) => leg.status === "completed").reduce((n, leg) => n + leg.recipientCount, 0);
  const { decimals } = assets[row.inputAsset];
  const allFailed = paid === 0;
  return {
    code: allFailed ? (failedLegs[0]?.failure?.code ?? "TRANSACTION_FAILED") : "PARTIAL_PAYMENT",
    message: allFailed
      ? "No recipient was paid: every ledger transaction of the payroll failed or expired"
      : `${failed.length} of ${failed.length + paid} recipients were not paid: their ledger transaction failed or expired; the others were paid`,
    details: partialPaymentDetails(failed, paid, decimals),
  };
}

/** The payroll's status from its legs': completed when all landed, failed once all are settled and one failed. */
async function settlePayroll(db: Db, row: TransactionRow, legs: WalletLegRow[]): Promise<ConfirmationCheck> {
  if (legs.every((leg) => leg.status === "completed")) {
    await transitionTransaction(db, row.id, ["pending"], "confirmed");
    const changes = {
      blockTime: Math.max(...legs.map((leg) => leg.blockTime ?? 0)),
      networkFee: legs.reduce((sum, leg) => sum + (leg.networkFee ?? 0n), 0n),
    };
    await transitionTransaction(db, row.id, ["confirmed"], "completed", changes, completionJobs);
    return { done: true, status: "completed" };
  }
  if (!legs.some(isOpen)) {
    await transitionTransaction(db, row.id, ["pending", "confirmed"], "failed", {
      failure: await partialFailure(db, row, legs),
      networkFee: legs.reduce((sum, leg) => sum + (leg.networkFee ?? 0n), 0n),
    });
    return { done: true, status: "failed" };
  }
  if (legs.every((leg) => leg.status === "confirmed" || leg.status === "completed")) {
    await transitionTransaction(db, row.id, ["pending"], "confirmed");
    return { done: false, status: "confirmed" };
  }
  return { done: false, status: row.status };
}

/**
 * One look at a multi-transaction wallet payroll: each leg is followed on its own (landed, failed, or expired
 * unseen, the same rules as one transaction), then the payroll's status follows from its legs'. Safe to repeat.
 */
export async function checkLegs(db: Db, row: TransactionRow, legs: WalletLegRow[]): Promise<ConfirmationCheck> {
  const open = legs.filter(isOpen);
  if (open.length > 0) await advanceLegs(db, row, open);
  return settlePayroll(db, row, open.length > 0 ? await listWalletLegs(db, row.id) : legs);
}
