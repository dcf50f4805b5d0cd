import type { Db } from "../../db/client";
import { forgetDepositPayersOf } from "../../db/queries/payment-requests";
import {
  deleteDepositAccountsOf,
  detachMovesOf,
  forgetPayoutSignaturesOf,
  forgetTransactionParties,
  linksToForget,
  lockDepositAccountsOf,
} from "../../db/queries/private-links";
import { deleteFinishedJobRecords } from "../../db/queries/retention";
import { env } from "../../env";
import { jobs } from "../../outbox/jobs";

const day = 24 * 3_600_000;

/** Transactions forgotten per database transaction, and batches per call: at most 500 a call. */
const batchSize = 100;
const batchesPerCall = 5;

/** What a forgotten private transaction shows as its sender: the API keeps the field, without the wallet. */
export const forgottenSender = "forgotten";

export type ForgetResult = { transactions: number; depositAccounts: number; moves: number; jobRecords: number };

/**
 * One batch, in one database transaction: the candidates' deposit accounts are locked first, then the candidates
 * are checked again, so a refund the deposit watcher starts meanwhile either commits first (and the transaction is
 * skipped) or finds its account gone.
 */
async function forgetBatch(db: Db, candidates: string[], cutoffs: { endedBefore: Date; now: Date }) {
  return db.transaction(async (tx) => {
    const accounts = await lockDepositAccountsOf(tx, candidates);
    const ids = await linksToForget(tx, cutoffs, candidates.length, candidates);
    const forgotten = await forgetTransactionParties(tx, ids, { at: cutoffs.now, sender: forgottenSender });
    await forgetPayoutSignaturesOf(tx, forgotten);
    await forgetDepositPayersOf(tx, forgotten);
    const moves = await detachMovesOf(tx, forgotten, cutoffs.now);
    const chosen = new Set(forgotten);
    const theirs = accounts.filter((a) => chosen.has(a.transactionId));
    // The routing run's memoized steps hold the sweep's signature; a refund's event names the deposit address.
    const eventIds = [
      ...forgotten.map((id) => jobs.route(id).id),
      ...theirs.flatMap((a) => Array.from({ length: a.refunds }, (_, i) => jobs.refund(a.address, i + 1).id)),
    ];
    const jobRecords = await deleteFinishedJobRecords(tx, eventIds);
    const depositAccounts = await deleteDepositAccountsOf(tx, forgotten);
    return { transactions: forgotten.length, depositAccounts, moves, jobRecords };
  });
}

/**
 * The retention of private links (docs/privacy.md, "What the service itself knows and keeps"): a private
 * transaction that ended more than PRIVATE_LINK_RETENTION_DAYS ago, whose deposit accounts' refund window is over,
 * forgets its deposit side: the ephemeral secret and address, its deposit accounts, the sender, the deposit's exact
 * amount and detection time, its legs' payout signatures, and what its sweep and refunds recorded of them. Its
 * recipients, the amounts asked for, fees, statuses and times stay. Idempotent; at most 500 transactions a call,
 * oldest first. 0 days keeps every link.
 */
export async function forgetPrivateLinks(
  db: Db,
  now = new Date(),
  retentionDays = env().PRIVATE_LINK_RETENTION_DAYS,
): Promise<ForgetResult> {
  const total: ForgetResult = { transactions: 0, depositAccounts: 0, moves: 0, jobRecords: 0 };
  if (retentionDays === 0) return total;
  const cutoffs = { endedBefore: new Date(now.getTime() - retentionDays * day), now };
  for (let batch = 0; batch < batchesPerCall; batch++) {
    const candidates = await linksToForget(db, cutoffs, batchSize);
    if (candidates.length === 0) break;
    const result = await forgetBatch(db, candidates, cutoffs);
    total.transactions += result.transactions;
    total.depositAccounts += result.depositAccounts;
    total.moves += result.moves;
    total.jobRecords += result.jobRecords;
    if (candidates.length < batchSize) break;
  }
  return total;
}
