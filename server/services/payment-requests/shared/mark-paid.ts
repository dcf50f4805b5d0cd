import type { Tx } from "../../../db/client";
import { markPaymentRequestPaid, paymentRequestOfDeposit, requestHeldBy } from "../../../db/queries/payment-requests";
import type { TransactionRow } from "../../../db/queries/transactions";
import { recordEvent } from "../../../outbox/record-event";
import { paymentRequestEventData } from "./payment-request-view";

/**
 * open -> paid with the transaction that paid it, and its `payment_request.paid` event, in the caller's database
 * transaction (the one that records or completes that transaction). Returns the event's id, or undefined when the
 * request was no longer open: paid by another payment first, cancelled or expired.
 */
export async function markPaid(
  tx: Tx,
  paymentRequestId: string,
  paid: { transactionId: string; payer: string | null; signature: string | null },
): Promise<string | undefined> {
  const row = await markPaymentRequestPaid(tx, paymentRequestId, { ...paid, paidAt: new Date() });
  if (!row) return undefined;
  return recordEvent(tx, {
    accountId: row.accountId,
    type: "payment_request.paid",
    transactionId: paid.transactionId,
    data: paymentRequestEventData(row),
  });
}

/**
 * A private transaction completed: if it was a payment request's deposit, that request is paid by it (the settle
 * job its completion recorded). The payer stays unnamed: private mode does not tell the business who paid.
 */
export async function markPaidByDeposit(
  tx: Tx,
  transactionId: string,
): Promise<{ paymentRequestId: string; eventId: string } | undefined> {
  const paymentRequestId = await paymentRequestOfDeposit(tx, transactionId);
  if (!paymentRequestId) return undefined;
  const eventId = await markPaid(tx, paymentRequestId, { transactionId, payer: null, signature: null });
  return eventId ? { paymentRequestId, eventId } : undefined;
}

/**
 * A wallet send completed, final: if it is the payment a request is held for, that request is paid by it (the
 * settle job its completion recorded, wallet/settle.ts).
 */
export async function markPaidByPayment(
  tx: Tx,
  payment: TransactionRow,
): Promise<{ paymentRequestId: string; eventId: string } | undefined> {
  const paymentRequestId = await requestHeldBy(tx, payment.id);
  if (!paymentRequestId) return undefined;
  const eventId = await markPaid(tx, paymentRequestId, {
    transactionId: payment.id,
    payer: payment.sender,
    signature: payment.signature,
  });
  return eventId ? { paymentRequestId, eventId } : undefined;
}
