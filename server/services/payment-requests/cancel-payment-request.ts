import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { cancelOpenPaymentRequest, findPaymentRequest } from "../../db/queries/payment-requests";
import { requireCreatorOrAdmin } from "../accounts/require-creator-or-admin";
import { recordAudit } from "../audit-log/record-audit";
import { cancelWaitingDeposits } from "./shared/cancel-waiting-deposits";
import { notCancellable, requireFound, requireOpen } from "./shared/payment-request-rules";
import { paymentRequestView } from "./shared/payment-request-view";

/**
 * DELETE /v1/payment-requests/{id}: open -> cancelled, by the key or member that created it or an admin (as for
 * transactions). The watcher stops looking for its payment; a private request's deposits that wait for their money
 * are cancelled too (money sent to them later goes back). A deposit already routing holds the request (409): it pays
 * the recipient, and the request must then read paid.
 */
export async function cancelPaymentRequest(db: Db, by: Principal, id: string) {
  const { accountId } = by;
  const found = requireFound(await findPaymentRequest(db, accountId, id), id);
  requireCreatorOrAdmin(by, found, "payment request");
  const row = requireOpen(found);
  const cancelled = await db.transaction(async (tx) => {
    const done = await cancelOpenPaymentRequest(tx, accountId, row.id, new Date());
    if (done) await recordAudit(tx, by, "payment_request.cancelled", { type: "payment_request", id: row.id });
    return done;
  });
  if (!cancelled) throw notCancellable(requireFound(await findPaymentRequest(db, accountId, id), id));
  await cancelWaitingDeposits(db, cancelled.id, by);
  return paymentRequestView(cancelled);
}
