import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { expirePaymentRequestAtTime } from "../../services/payment-requests/expire-payment-request";

/** Sleeps until a payment request's expiresAt, then expires it unless it was paid or cancelled meanwhile. */
export const expirePaymentRequest = inngest.createFunction(
  { id: "expire-payment-request", triggers: [{ event: "payment-request/expiry.requested" }] },
  async ({ event, step }) => {
    const { paymentRequestId, expiresAt } = eventPayload("payment-request/expiry.requested", event.data);
    await step.sleepUntil("wait-for-expiry", expiresAt);
    return step.run("expire", async () => expirePaymentRequestAtTime(await getDb(), paymentRequestId));
  },
);
