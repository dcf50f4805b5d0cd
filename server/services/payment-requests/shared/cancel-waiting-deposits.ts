import type { AuditContext } from "../../../auth/audit-context";
import { stage } from "../../../contracts/private-lifecycle";
import type { Db } from "../../../db/client";
import { findPaymentRequest, listDepositsOf } from "../../../db/queries/payment-requests";
import { findTransactionById } from "../../../db/queries/transactions";
import { isAppError } from "../../../errors";
import { cancelAs } from "../../transactions/cancel-as";

/**
 * A private request that stops being open (paid by one payer's deposit, cancelled, expired) cancels the deposits
 * other payers were given and have not paid yet, as `by` (who cancelled the request, or the system for a request
 * paid or expired): a payment that arrives later is then refunded as any payment after a cancel is, instead of
 * paying the recipient a second time. A deposit already detected cannot be cancelled (cancel-as.ts looks at the
 * ledger first) and is left to complete.
 */
export async function cancelWaitingDeposits(db: Db, paymentRequestId: string, by: AuditContext): Promise<number> {
  const row = await findPaymentRequest(db, undefined, paymentRequestId);
  if (row?.mode !== "private" || row.status === "open") return 0;
  const waiting = (await listDepositsOf(db, row.id)).filter((d) => d.stage === stage.awaitingDeposit);
  let cancelled = 0;
  for (const deposit of waiting) {
    const transaction = await findTransactionById(db, deposit.transactionId);
    if (!transaction) continue;
    try {
      await cancelAs(db, by, transaction);
      cancelled++;
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return cancelled;
}
