import type { TransactionError } from "@solana/web3.js";
import type { Db, Tx } from "../../../db/client";
import { releaseHold, requestHeldBy } from "../../../db/queries/payment-requests";
import type { TransactionRow } from "../../../db/queries/transactions";
import type { SignatureStatus } from "../../../ledger/submit";
import { jobs } from "../../../outbox/jobs";
import type { JobIntent } from "../../../outbox/record-job";
import { transitionTransaction } from "../transition-transaction";
import { landedDetails } from "./landed-details";

export type ConfirmationCheck = { done: boolean; status: string };

/** A completed wallet payroll's recipients join the account's lookup tables, so its next payroll is cheaper. */
export const completionJobs = (row: TransactionRow): JobIntent[] =>
  row.type === "payroll" ? [jobs.extendLookupTables(row.accountId, row.id)] : [];

/**
 * A payment request held for this send (a payment seen at confirmed) takes payments again, or expires if its time
 * is up: it never paid (the payment was on a fork, or never landed).
 */
const releaseRequest = async (failed: TransactionRow, tx: Tx): Promise<JobIntent[]> => {
  await releaseHold(tx, failed.id);
  return [];
};

/** A payment request held for this send is paid by it: its settle job, recorded with the completion. */
const settleRequest = async (completed: TransactionRow, tx: Tx): Promise<JobIntent[]> =>
  (await requestHeldBy(tx, completed.id)) ? [jobs.settlePaymentRequest(completed.id)] : [];

/**
 * An error the ledger reported for the landed transaction, final: nothing moved but its fee, which is recorded. Only
 * a finalized failure is one: a failure at confirmed may be on a fork the cluster abandons, where the same bytes can
 * still land and pay, and a client told they failed would pay the recipients again.
 */
export async function failLanded(db: Db, row: TransactionRow, err: TransactionError): Promise<void> {
  await transitionTransaction(
    db,
    row.id,
    ["pending", "confirmed"],
    "failed",
    {
      ...(await landedDetails(row.signature ?? "")),
      failure: { code: "TRANSACTION_FAILED", message: "The transaction failed on chain", details: { err } },
    },
    releaseRequest,
  );
}

/** Unlanded and past its blockhash: it can never land, and nothing was moved. */
export async function expire(db: Db, row: TransactionRow): Promise<void> {
  await transitionTransaction(
    db,
    row.id,
    ["pending"],
    "failed",
    {
      failure: {
        code: "EXPIRED",
        message: "The transaction's blockhash expired before it landed; nothing was moved",
        details: row.broadcastError ? { lastBroadcastError: row.broadcastError } : {},
      },
    },
    releaseRequest,
  );
}

/**
 * The status change a landed signature calls for: an error seen at finalized fails the transaction (one seen only at
 * confirmed waits for finality); confirmed confirms it; finalized completes it with block time and network fee, and
 * records, in the same database transaction, the settle job of the payment request held for it, if any (the
 * request's webhook goes out only then: a merchant ships on it). Processed decides nothing yet.
 */
export async function settleLanded(db: Db, row: TransactionRow, onChain: SignatureStatus): Promise<ConfirmationCheck> {
  if (onChain.status === "processed") return { done: false, status: row.status };
  if (onChain.err && onChain.status !== "finalized") return { done: false, status: row.status };
  if (onChain.err) {
    await failLanded(db, row, onChain.err);
    return { done: true, status: "failed" };
  }
  if (onChain.status === "confirmed") {
    await transitionTransaction(db, row.id, ["pending"], "confirmed");
    return { done: false, status: "confirmed" };
  }
  const landed = await landedDetails(row.signature ?? "");
  await transitionTransaction(db, row.id, ["pending"], "confirmed");
  await transitionTransaction(db, row.id, ["confirmed"], "completed", landed, async (completed, tx) => [
    ...completionJobs(completed),
    ...(await settleRequest(completed, tx)),
  ]);
  return { done: true, status: "completed" };
}
