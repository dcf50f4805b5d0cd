import { legStatus } from "../../../../contracts/private-lifecycle";
import type { DbOrTx, Tx } from "../../../../db/client";
import { failLegsOfUnsignedPayout, splitPayout, updateLegsOfPayout } from "../../../../db/queries/payout-legs";

/*
 * The moves of a private payment's legs (transaction_recipients.status), one function each: the only code of private
 * mode that changes a leg's status. Each query's WHERE admits only the states the leg table lets reach the new one
 * (contracts/private-lifecycle.ts); a leg that ended is never changed again.
 */

type LegFailure = Parameters<typeof failLegsOfUnsignedPayout>[3];

/**
 * A payout was signed and sent (pending -> sent, or a new signature on legs still sent), or landed (-> completed):
 * its legs `legIds` (those of `payoutKey` still open) take the outcome.
 */
export async function recordPayout(
  db: DbOrTx,
  payoutKey: string,
  legIds: string[],
  outcome: { landed: boolean; signature: string },
): Promise<void> {
  await updateLegsOfPayout(db, payoutKey, legIds, {
    status: outcome.landed ? legStatus.completed : legStatus.sent,
    signature: outcome.signature,
  });
}

/** Legs of a payout never signed fail alone, each with why (-> failed); returns those it failed. */
export async function failUnsignedLegs(
  db: DbOrTx,
  payoutKey: string,
  legIds: string[],
  failure: LegFailure,
): Promise<string[]> {
  return failLegsOfUnsignedPayout(db, payoutKey, legIds, failure);
}

/** A payout refused on chain is split: the refused legs fail (-> failed), the others go back (sent -> pending). */
export async function splitRefusedPayout(
  tx: Tx,
  payoutKey: string,
  refused: { id: string; failure: LegFailure }[],
): Promise<void> {
  await splitPayout(tx, payoutKey, refused);
}
