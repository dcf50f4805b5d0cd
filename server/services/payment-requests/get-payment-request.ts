import type { DbOrTx } from "../../db/client";
import { findPaymentRequest } from "../../db/queries/payment-requests";
import { requireFound } from "./shared/payment-request-rules";
import { paymentRequestView } from "./shared/payment-request-view";

/** GET /v1/payment-requests/{id}: a request of the caller's account. */
export async function getPaymentRequest(db: DbOrTx, accountId: string, id: string) {
  return paymentRequestView(requireFound(await findPaymentRequest(db, accountId, id), id));
}
