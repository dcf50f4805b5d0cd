import type { Db } from "../../db/client";
import { findPaymentRequest } from "../../db/queries/payment-requests";
import { expireIfDue } from "./shared/expire";
import { lookForPayment } from "./shared/look-for-payment";

/**
 * One round of a request's watch (asked for when a wallet was given its transaction, or one was submitted):
 * done once the request is paid or no longer open; an open one past its time is expired here too.
 */
export async function watchPaymentRequestRound(db: Db, paymentRequestId: string): Promise<{ done: boolean }> {
  const row = await findPaymentRequest(db, undefined, paymentRequestId);
  if (row?.status !== "open" || row.mode !== "wallet") return { done: true };
  if (row.expiresAt <= new Date()) {
    await expireIfDue(db, row.id);
    return { done: true };
  }
  return { done: await lookForPayment(db, row) };
}
