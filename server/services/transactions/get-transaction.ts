import type { TransactionApproval } from "../../contracts/approvals";
import type { DbOrTx } from "../../db/client";
import { approvalOfTransaction, decisionsOf } from "../../db/queries/approvals";
import { paymentRequestOfTransaction } from "../../db/queries/payment-request-attempts";
import { eventsOfTransaction } from "../../db/queries/transaction-history";
import { findTransaction, listRecipients, type TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { transactionApprovalView } from "../approvals/approval-view";
import { privacyReceipt } from "./private/privacy-receipt";
import { transactionDetail } from "./transaction-view";

export function transactionNotFound(transactionId: string): AppError {
  return new AppError("TRANSACTION_NOT_FOUND", `No transaction ${transactionId}`, { transactionId });
}

export async function requireTransaction(
  db: DbOrTx,
  accountId: string,
  transactionId: string,
): Promise<TransactionRow> {
  const row = await findTransaction(db, accountId, transactionId);
  if (!row) throw transactionNotFound(transactionId);
  return row;
}

/** The approval a policy held a private payment for, if one did. */
async function heldApproval(db: DbOrTx, row: TransactionRow): Promise<TransactionApproval | null> {
  if (row.mode !== "private") return null;
  const approval = await approvalOfTransaction(db, row.id);
  return approval ? transactionApprovalView(approval, await decisionsOf(db, [approval.id])) : null;
}

export async function getTransaction(db: DbOrTx, accountId: string, transactionId: string) {
  const row = await requireTransaction(db, accountId, transactionId);
  const [recipients, events, paymentRequestId, privacy, approval] = await Promise.all([
    listRecipients(db, row.id),
    eventsOfTransaction(db, row.id),
    paymentRequestOfTransaction(db, row.id),
    privacyReceipt(db, row),
    heldApproval(db, row),
  ]);
  return transactionDetail(row, recipients, events, { paymentRequestId, privacy, approval });
}
