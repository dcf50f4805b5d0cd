import { systemContext } from "../../../auth/audit-context";
import type { Db } from "../../../db/client";
import { expirePaymentRequest } from "../../../db/queries/payment-requests";
import { publishEvents } from "../../../outbox/publish";
import { recordEvent } from "../../../outbox/record-event";
import { cancelWaitingDeposits } from "./cancel-waiting-deposits";
import { paymentRequestEventData } from "./payment-request-view";

/**
 * open -> expired once its time is up, with `payment_request.expired`; false when it was not open or not due, or a
 * payment holds it (a wallet payment seen, or a private deposit it handed out not yet ended: one paid by its
 * deadline completes and pays it; the minute round tries again once they ended), or a deposit completed and its
 * settle job, a moment behind, is about to mark it paid.
 */
export async function expireIfDue(db: Db, paymentRequestId: string, now = new Date()): Promise<boolean> {
  const expired = await db.transaction(async (tx) => {
    const row = await expirePaymentRequest(tx, paymentRequestId, now);
    if (!row) return undefined;
    const eventId = await recordEvent(tx, {
      accountId: row.accountId,
      type: "payment_request.expired",
      data: paymentRequestEventData(row),
    });
    return { row, eventId };
  });
  if (!expired) return false;
  await publishEvents(db, [expired.eventId]);
  await cancelWaitingDeposits(db, paymentRequestId, systemContext(expired.row.accountId, "payment_request.expire"));
  return true;
}
