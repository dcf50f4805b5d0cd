import type { Db } from "../../db/client";
import { cancelOpenPaymentRequest, findPaymentRequest } from "../../db/queries/payment-requests";
import { cancelWaitingDeposits } from "./shared/cancel-waiting-deposits";
import { notOpen, requireFound, requireOpen } from "./shared/payment-request-rules";
import { paymentRequestView } from "./shared/payment-request-view";

/**
 * DELETE /v1/payment-requests/{id}: open -> cancelled. The watcher stops looking for its payment; a private
 * request's deposits that wait for their money are cancelled too (money sent to them later goes back).
 */
export async function cancelPaymentRequest(db: Db, accountId: string, id: string, baseUrl: string) {
  const row = requireOpen(requireFound(await findPaymentRequest(db, accountId, id), id));
  const cancelled = await db.transaction((tx) => cancelOpenPaymentRequest(tx, accountId, row.id, new Date()));
  if (!cancelled) throw notOpen(requireFound(await findPaymentRequest(db, accountId, id), id));
  await cancelWaitingDeposits(db, cancelled.id);
  return paymentRequestView(cancelled, baseUrl);
}
