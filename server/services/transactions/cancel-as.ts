import type { AuditContext } from "../../auth/audit-context";
import { stage } from "../../contracts/private-lifecycle";
import type { Db, Tx } from "../../db/client";
import { cancelWalletIfCancellable, isFinished, type TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";
import { recordAudit } from "../audit-log/record-audit";
import { requireTransaction } from "./get-transaction";
import { detectDepositNow } from "./private/detect-deposit-now";
import { cancelBalancePayment, paidFromBalance } from "./private/lifecycle/balance-moves";
import { cancelHeld } from "./private/lifecycle/held-moves";
import { cancelPayment } from "./private/lifecycle/stage-moves";
import { transactionSummary } from "./transaction-view";

function refusal(row: TransactionRow): AppError {
  if (isFinished(row.status)) {
    return new AppError("ALREADY_PROCESSED", `Transaction ${row.id} is already ${row.status}`, {
      transactionId: row.id,
      currentStatus: row.status,
    });
  }
  if (row.mode === "wallet") {
    return new AppError("CANNOT_CANCEL", `Transaction ${row.id} can no longer be cancelled: it was already broadcast`, {
      transactionId: row.id,
      currentStatus: row.status,
      allowedStatuses: ["pending"],
    });
  }
  if (paidFromBalance(row)) {
    return new AppError(
      "CANNOT_CANCEL",
      `Transaction ${row.id} can no longer be cancelled: a payout took one of its recipients already`,
      { transactionId: row.id, currentStatus: row.status, currentStage: row.stage, reason: "payout_started" },
    );
  }
  return new AppError(
    "CANNOT_CANCEL",
    `Transaction ${row.id} can no longer be cancelled: its deposit was already detected`,
    {
      transactionId: row.id,
      currentStatus: row.status,
      currentStage: row.stage,
      allowedStatuses: ["pending", "processing"],
      allowedStages: [stage.awaitingDeposit],
    },
  );
}

/** A wallet transaction's cancel, with its event, in the caller's database transaction. */
async function cancelWallet(tx: Tx, transactionId: string, at: Date) {
  const row = await cancelWalletIfCancellable(tx, transactionId, at);
  if (!row) return undefined;
  const data = { ...transactionSummary(row), cancelledAt: at.toISOString() };
  const eventId = await recordEvent(tx, {
    accountId: row.accountId,
    type: "transaction.cancelled",
    transactionId,
    data,
  });
  return { row, eventIds: [eventId] };
}

/**
 * Cancels `row` as `by` (a key or member through the API, or the system for a payment request that stopped being
 * open), with its event and audit event in one database transaction: a wallet transaction before it is broadcast, a
 * private one before its deposit is seen (looked up on the ledger first), one paid from the private balance before
 * a payout took any of its legs (the debit goes back: balance-moves.ts), one a policy holds while it waits for its
 * approval (nothing was handed out or debited; an approval after that finds it no longer held). Refused with the
 * reason otherwise.
 */
export async function cancelAs(db: Db, by: AuditContext, row: TransactionRow) {
  const transactionId = row.id;
  await detectDepositNow(db, row);
  const result = await db.transaction(async (tx) => {
    const now = new Date();
    const cancelled =
      row.mode === "wallet"
        ? await cancelWallet(tx, transactionId, now)
        : row.stage === stage.awaitingApproval
          ? await cancelHeld(tx, transactionId, now)
          : paidFromBalance(row)
            ? await cancelBalancePayment(tx, row, now)
            : await cancelPayment(tx, transactionId, now);
    if (!cancelled) return undefined;
    await recordAudit(tx, by, "transaction.cancelled", { type: "transaction", id: transactionId });
    return cancelled;
  });
  if (!result) throw refusal(await requireTransaction(db, row.accountId, transactionId));
  await publishEvents(db, result.eventIds);
  return { transactionId, status: "cancelled" as const, cancelledAt: result.row.cancelledAt!.toISOString() };
}
