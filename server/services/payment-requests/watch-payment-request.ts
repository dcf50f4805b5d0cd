import type { Db } from "../../db/client";
import { findPaymentRequest } from "../../db/queries/payment-requests";
import { expireIfDue } from "./shared/expire";
import { lookForPayment } from "./shared/look-for-payment";

/**
 * One round of a request's watch (asked for when a wallet was given its transaction, or one was submitted):
 * done once the request is paid or no longer open. A payment seen at confirmed holds it until the tracker decides
 * that payment at finalized: the watch waits meanwhile, without looking at the ledger, and looks again if the
 * payment failed. An open one past its time that no payment holds is expired here too.
 */
export async function watchPaymentRequestRound(db: Db, paymentRequestId: string): Promise<{ done: boolean }> {
  const row = await findPaymentRequest(db, undefined, paymentRequestId);
  if (row?.status !== "open" || row.mode !== "wallet") return { done: true };
  if (row.payingTransactionId) return { done: false };
  if (row.expiresAt <= new Date()) {
    await expireIfDue(db, row.id);
    return { done: true };
  }
  await lookForPayment(db, row);
  return { done: false };
}
