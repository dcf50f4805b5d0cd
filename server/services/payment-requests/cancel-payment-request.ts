import type { Db } from "../../db/client";
import { cancelOpenPaymentRequest, findPaymentRequest } from "../../db/queries/payment-requests";
import { notOpen, requireFound, requireOpen } from "./shared/payment-request-rules";
import { paymentRequestView } from "./shared/payment-request-view";

/**
 * DELETE /v1/payment-requests/{id}: open -> cancelled. A payment already handed to a wallet may still land; the
 * watcher then records it as the account's transaction without marking the request (it is no longer open).
 */
export async function cancelPaymentRequest(db: Db, accountId: string, id: string, baseUrl: string) {
  const row = requireOpen(requireFound(await findPaymentRequest(db, accountId, id), id));
  const cancelled = await db.transaction((tx) => cancelOpenPaymentRequest(tx, accountId, row.id, new Date()));
  if (!cancelled) throw notOpen(requireFound(await findPaymentRequest(db, accountId, id), id));
  return paymentRequestView(cancelled, baseUrl);
}
