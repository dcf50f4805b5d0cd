import type { Db } from "../../../db/client";
import { expirePaymentRequest } from "../../../db/queries/payment-requests";
import { publishEvents } from "../../../outbox/publish";
import { recordEvent } from "../../../outbox/record-event";
import { cancelWaitingDeposits } from "./cancel-waiting-deposits";
import { paymentRequestEventData } from "./payment-request-view";

/** open -> expired once its time is up, with `payment_request.expired`; false when it was not open or not due. */
export async function expireIfDue(db: Db, paymentRequestId: string, now = new Date()): Promise<boolean> {
  const eventId = await db.transaction(async (tx) => {
    const row = await expirePaymentRequest(tx, paymentRequestId, now);
    if (!row) return undefined;
    return recordEvent(tx, {
      accountId: row.accountId,
      type: "payment_request.expired",
      data: paymentRequestEventData(row),
    });
  });
  if (!eventId) return false;
  await publishEvents(db, [eventId]);
  await cancelWaitingDeposits(db, paymentRequestId);
  return true;
}
