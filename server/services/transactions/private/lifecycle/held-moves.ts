import { balanceStartStage, stage } from "../../../../contracts/private-lifecycle";
import type { Tx } from "../../../../db/client";
import type { TransactionChanges } from "../../../../db/queries/transactions";
import type { JobIntent } from "../../../../outbox/record-job";
import { recordFirstEvent } from "../../record-status-change";
import { type Moved, moveStageIn } from "./move-stage";

/*
 * The moves of a private payment a policy held (contracts/private-lifecycle.ts, awaiting_approval): created
 * `pending` with no deposit address and no debit, it leaves only by these, each moveStageIn's guarded update, so an
 * approval and a rejection (or an expiry, or its maker's cancel) racing on one payment cannot both happen.
 */

/** Where a held payment starts (record-transaction.ts records it there). */
export { heldStage } from "../../../../contracts/private-lifecycle";

/**
 * Approved: it becomes what an unheld payment starts as, and sends the first event it did not send when held
 * (`transaction.processing`). `changes` are its deposit address and deadline when paid by deposit; `jobs` what
 * starting needs (the deposit watcher).
 */
async function release(
  tx: Tx,
  transactionId: string,
  to: typeof stage.awaitingDeposit | typeof balanceStartStage,
  changes: TransactionChanges,
  work: JobIntent[],
): Promise<Moved | undefined> {
  const moved = await moveStageIn(tx, transactionId, [stage.awaitingApproval], to, { changes, jobs: () => work });
  if (!moved) return undefined;
  return { ...moved, eventIds: [...moved.eventIds, await recordFirstEvent(tx, moved.row)] };
}

/** Approved, paid by deposit: awaiting_approval -> awaiting_deposit, its deposit address handed out now. */
export async function releaseToDeposit(
  tx: Tx,
  transactionId: string,
  changes: Pick<TransactionChanges, "ephemeralAddress" | "ephemeralSecret" | "depositDeadline">,
  work: JobIntent[],
): Promise<Moved | undefined> {
  return release(tx, transactionId, stage.awaitingDeposit, changes, work);
}

/** Approved, paid from the private balance: awaiting_approval -> routing; the caller debits and schedules it. */
export async function releaseToBalance(tx: Tx, transactionId: string): Promise<Moved | undefined> {
  return release(tx, transactionId, balanceStartStage, {}, []);
}

/** Rejected, expired or cancelled by its maker while held: awaiting_approval -> cancelled, nothing to give back. */
export async function cancelHeld(tx: Tx, transactionId: string, at: Date): Promise<Moved | undefined> {
  return moveStageIn(tx, transactionId, [stage.awaitingApproval], stage.cancelled, { changes: { cancelledAt: at } });
}
