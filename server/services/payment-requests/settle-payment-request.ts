import { systemContext } from "../../auth/audit-context";
import type { Db } from "../../db/client";
import { findPaymentRequest, findRequestPaidBy } from "../../db/queries/payment-requests";
import { findTransactionById } from "../../db/queries/transactions";
import { publishEvents } from "../../outbox/publish";
import { cancelWaitingDeposits } from "./shared/cancel-waiting-deposits";
import { markPaidByDeposit, markPaidByPayment } from "./shared/mark-paid";

/** What the audit log names the system by when it cancels the other payers' deposits. */
const work = "payment_request.settle";

/**
 * The settle job of a payment, recorded with its completion (a private request's deposit: the lifecycle's
 * completePayment; a wallet payment a request is held for: wallet/settle.ts): the request is paid by it, with
 * `payment_request.paid`, and a private request's deposits other payers were given and have not paid are cancelled,
 * by the system. A repeat finds the request paid by this transaction and only finishes the cancelling (the run
 * before may have died between the two steps; cancelling is idempotent).
 */
export async function settlePaymentRequestBy(db: Db, transactionId: string) {
  const payment = await findTransactionById(db, transactionId);
  if (payment?.status !== "completed") return { paid: false, cancelled: 0 };
  const paid = await db.transaction(async (tx) => {
    if (payment.mode === "private") return markPaidByDeposit(tx, transactionId);
    return markPaidByPayment(tx, payment);
  });
  if (!paid) {
    const already = await findRequestPaidBy(db, transactionId);
    if (!already) return { paid: false, cancelled: 0 };
    return {
      paid: true,
      cancelled: await cancelWaitingDeposits(db, already.id, systemContext(already.accountId, work)),
    };
  }
  await publishEvents(db, [paid.eventId]);
  const row = await findPaymentRequest(db, undefined, paid.paymentRequestId);
  const cancelled = row ? await cancelWaitingDeposits(db, row.id, systemContext(row.accountId, work)) : 0;
  return { paid: true, cancelled };
}
