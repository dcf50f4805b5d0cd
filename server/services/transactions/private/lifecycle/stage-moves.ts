import { awaitingDepositStages, type Stage, stage } from "../../../../contracts/private-lifecycle";
import type { Db, Tx } from "../../../../db/client";
import { paymentRequestOfDeposit } from "../../../../db/queries/payment-requests";
import { endAttempt } from "../../../../db/queries/private-transactions";
import type { TransactionChanges, TransactionRow } from "../../../../db/queries/transactions";
import { jobs } from "../../../../outbox/jobs";
import { publishEvents } from "../../../../outbox/publish";
import type { JobIntent } from "../../../../outbox/record-job";
import { recordFirstEvent } from "../../record-status-change";
import { recordBalancePaidOut, recordBalancePaymentFailed, recordTopUpPending } from "./balance-moves";
import { type Moved, moveStage, moveStageIn, recordEnd, type StageMove } from "./move-stage";

/*
 * The moves of a private transaction's stage, one function each (the table is contracts/private-lifecycle.ts): the
 * only code that changes a stage. Each is moveStage's guarded update from the stages named here.
 */

/** Where a private transaction starts: created, awaiting its deposit (record-transaction.ts records it). */
export const startStage = stage.awaitingDeposit;

/** Where one paid from the private balance starts: debited at create, no deposit (startPayingOut follows at once). */
export { balanceStartStage } from "../../../../contracts/private-lifecycle";

/** The stages a private transaction fails from: any in flight. */
const inFlight = [stage.awaitingDeposit, stage.depositDetected, stage.routing, stage.payingOut] as const;

/** Seen at confirmed: from now on a cancel is refused. False when it was no longer awaiting (or seen before). */
export async function detectDeposit(db: Db, transactionId: string, at: Date): Promise<boolean> {
  const moved = await moveStage(db, transactionId, [stage.awaitingDeposit], stage.depositDetected, {
    changes: { depositDetectedAt: at },
  });
  return moved !== undefined;
}

/**
 * The deposit wins: a transaction still awaiting its deposit goes to routing, marked detected if it was not yet,
 * with `work` recorded in the caller's database transaction. This changes the very row a cancel changes
 * (cancelPayment), each under its own WHERE, so of a cancel and a deposit exactly one happens: undefined here means
 * the cancel (or another round) got there first, and nothing may be routed.
 * A payment request's attempt is paid here: its deposit is complete and final, and the request is held for it
 * (claimRequestForDeposit, in the same database transaction). It becomes one of the account's transactions, with
 * the first event an attempt did not record (docs/decisions.md, "A pay link's deposits are attempts").
 */
export async function startRouting(
  tx: Tx,
  transactionId: string,
  at: Date,
  work: JobIntent[],
): Promise<Moved | undefined> {
  const moved = await moveStageIn(tx, transactionId, awaitingDepositStages, stage.routing, {
    detectedAt: at,
    jobs: () => work,
  });
  if (!moved) return undefined;
  await recordTopUpPending(tx, moved.row);
  const paid = await endAttempt(tx, transactionId);
  if (!paid) return moved;
  return { ...moved, row: paid, eventIds: [...moved.eventIds, await recordFirstEvent(tx, paid)] };
}

/**
 * Money reached an attempt's deposit address and goes back (a second payer's deposit, a late one, one after a
 * cancel, an underpayment): the business must see money that came and went. The attempt becomes one of the
 * account's transactions, with the event of where it ended (transaction.failed or .cancelled; the first event if it
 * has not ended), so its list, export and webhooks show it. Nothing when it is not an attempt (anymore).
 */
export async function surfaceAttempt(db: Db, transactionId: string): Promise<void> {
  const eventIds = await db.transaction(async (tx) => {
    const row = await endAttempt(tx, transactionId);
    if (!row) return [];
    const ended = row.stage === null ? [] : await recordEnd(tx, row, row.stage);
    return ended.length > 0 ? ended : [await recordFirstEvent(tx, row)];
  });
  await publishEvents(db, eventIds, []);
}

/** Swept, its legs scheduled (by `schedule`, in the same database transaction): routing -> paying_out. */
export async function startPayingOut(
  tx: Tx,
  transactionId: string,
  schedule: (row: TransactionRow, tx: Tx) => Promise<JobIntent[]>,
): Promise<Moved | undefined> {
  return moveStageIn(tx, transactionId, [stage.routing], stage.payingOut, { jobs: schedule });
}

/**
 * Every leg paid: paying_out -> completed, with `transaction.completed`; a payment request's deposit asks, in the
 * same database transaction, for the request to be settled by it (services/payment-requests/settle-payment-request.ts).
 */
export async function completePayment(
  db: Db,
  transactionId: string,
  changes: TransactionChanges,
): Promise<TransactionRow | undefined> {
  return moveStage(db, transactionId, [stage.payingOut], stage.completed, {
    changes,
    jobs: async (row, tx) => {
      // Paid from the private balance: its amount leaves in_flight in the same database transaction.
      await recordBalancePaidOut(tx, row);
      return (await paymentRequestOfDeposit(tx, transactionId)) ? [jobs.settlePaymentRequest(transactionId)] : [];
    },
  });
}

/**
 * Fails a transaction in flight, from one of `from` (any stage in flight unless said), with `transaction.failed`
 * and `move`'s changes (its `failure`) and jobs (a refund of what it holds).
 */
export async function failPayment(
  db: Db,
  transactionId: string,
  move: StageMove,
  from: readonly Stage[] = inFlight,
): Promise<TransactionRow | undefined> {
  return moveStage(db, transactionId, from, stage.failed, {
    ...move,
    jobs: async (row, tx) => {
      // Paid from the private balance: its ledger settles in the same database transaction.
      await recordBalancePaymentFailed(tx, row);
      return (await move.jobs?.(row, tx)) ?? [];
    },
  });
}

/**
 * Cancelled before its deposit was seen: awaiting_deposit -> cancelled, with `transaction.cancelled`, in the caller's
 * database transaction. Undefined when the deposit (or anything else) got there first.
 */
export async function cancelPayment(tx: Tx, transactionId: string, at: Date): Promise<Moved | undefined> {
  return moveStageIn(tx, transactionId, [stage.awaitingDeposit], stage.cancelled, { changes: { cancelledAt: at } });
}
