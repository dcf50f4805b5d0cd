import type { DbOrTx } from "../../db/client";
import { paymentRequestOfTransaction } from "../../db/queries/payment-request-attempts";
import { eventsOfTransaction } from "../../db/queries/transaction-history";
import { findTransaction, listRecipients, type TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
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

export async function getTransaction(db: DbOrTx, accountId: string, transactionId: string) {
  const row = await requireTransaction(db, accountId, transactionId);
  const [recipients, events, paymentRequestId, privacy] = await Promise.all([
    listRecipients(db, row.id),
    eventsOfTransaction(db, row.id),
    paymentRequestOfTransaction(db, row.id),
    privacyReceipt(db, row),
  ]);
  return transactionDetail(row, recipients, events, { paymentRequestId, privacy });
}
