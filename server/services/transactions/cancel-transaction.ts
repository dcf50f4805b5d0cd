import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type TransactionRow, updateTransactionWhere } from "../../db/queries/transactions";
import { transactions } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record-event";
import type { Principal } from "../api-keys/authenticate-api-key";
import { publishEvents } from "../outbox/publish-events";
import { requireTransaction } from "./get-transaction";
import { transactionSummary } from "./transaction-view";

const finished = new Set(["completed", "failed", "cancelled"]);

/**
 * Spec §4.8 and ARCHITECTURE §6: a wallet transaction can be cancelled while pending and not yet broadcast;
 * a private one while processing and no deposit was detected. The same condition guards the UPDATE, so a
 * broadcast or deposit that wins the race makes the cancel fail instead of both happening.
 */
const cancellable: SQL = or(
  and(eq(transactions.status, "pending"), isNull(transactions.broadcastAt)),
  and(eq(transactions.status, "processing"), eq(transactions.mode, "private"), isNull(transactions.depositDetectedAt)),
)!;

function refusal(row: TransactionRow): AppError {
  if (finished.has(row.status)) {
    return new AppError("ALREADY_PROCESSED", `Transaction ${row.id} is already ${row.status}`, {
      transactionId: row.id,
      currentStatus: row.status,
    });
  }
  const reason = row.mode === "wallet" ? "it was already broadcast" : "its deposit was already detected";
  return new AppError("CANNOT_CANCEL", `Transaction ${row.id} can no longer be cancelled: ${reason}`, {
    transactionId: row.id,
    currentStatus: row.status,
    allowedStatuses: ["pending"],
  });
}

/** Write keys cancel what they created; admin keys cancel anything of their account. */
function mayCancel(principal: Principal, row: TransactionRow): boolean {
  return principal.permission === "admin" || row.apiKeyId === principal.keyId;
}

export async function cancelTransaction(db: Db, principal: Principal, transactionId: string) {
  const row = await requireTransaction(db, principal.accountId, transactionId);
  if (!mayCancel(principal, row)) {
    throw new AppError(
      "UNAUTHORIZED",
      "Only the API key that created this transaction, or an admin key, may cancel it",
      {
        transactionId,
      },
    );
  }
  const result = await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await updateTransactionWhere(tx, transactionId, cancellable, {
      status: "cancelled",
      cancelledAt: now,
      stage: "cancelled",
    });
    if (!updated) return undefined;
    const eventId = await recordEvent(tx, {
      accountId: updated.accountId,
      type: "transaction.cancelled",
      transactionId,
      data: { ...transactionSummary(updated), cancelledAt: now.toISOString() },
    });
    return { row: updated, eventId };
  });
  if (!result) throw refusal(await requireTransaction(db, principal.accountId, transactionId));
  await publishEvents(db, [result.eventId]);
  const cancelled = result.row;
  return { transactionId, status: "cancelled" as const, cancelledAt: cancelled.cancelledAt!.toISOString() };
}
