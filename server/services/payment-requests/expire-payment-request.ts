import type { Db } from "../../db/client";
import { expireIfDue } from "./shared/expire";

/** The expiry job of one request: open -> expired at its time (nothing if it was paid or cancelled first). */
export async function expirePaymentRequestAtTime(db: Db, paymentRequestId: string) {
  return { expired: await expireIfDue(db, paymentRequestId) };
}
