import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { cancelIfCancellable, isFinished, type TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";
import { requireCreatorOrAdmin } from "../accounts/require-creator-or-admin";
import { recordAudit } from "../audit/record-audit";
import { requireTransaction } from "./get-transaction";
import { detectDepositNow } from "./private/detect-deposit-now";
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
  return new AppError(
    "CANNOT_CANCEL",
    `Transaction ${row.id} can no longer be cancelled: its deposit was already detected`,
    {
      transactionId: row.id,
      currentStatus: row.status,
      currentStage: row.stage,
      allowedStatuses: ["pending", "processing"],
      allowedStages: ["awaiting_deposit"],
    },
  );
}

export async function cancelTransaction(db: Db, principal: Principal, transactionId: string) {
  const row = await requireTransaction(db, principal.accountId, transactionId);
  requireCreatorOrAdmin(principal, row, "transaction");
  await detectDepositNow(db, row);
  const result = await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await cancelIfCancellable(tx, transactionId, now);
    if (!updated) return undefined;
    const eventId = await recordEvent(tx, {
      accountId: updated.accountId,
      type: "transaction.cancelled",
      transactionId,
      data: { ...transactionSummary(updated), cancelledAt: now.toISOString() },
    });
    await recordAudit(tx, principal, "transaction.cancelled", { type: "transaction", id: transactionId });
    return { row: updated, eventId };
  });
  if (!result) throw refusal(await requireTransaction(db, principal.accountId, transactionId));
  await publishEvents(db, [result.eventId]);
  const cancelled = result.row;
  return { transactionId, status: "cancelled" as const, cancelledAt: cancelled.cancelledAt!.toISOString() };
}
