import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { settlePaymentRequestBy } from "../../services/payment-requests/settle-payment-request";

/**
 * A payment request's deposit completed (recorded with the completion): the request is paid by it, then the other
 * payers' waiting deposits are cancelled. The step is idempotent: a repeat
 * finds the request paid and the deposits cancelled.
 */
export const settlePaymentRequest = inngest.createFunction(
  { id: "settle-payment-request", triggers: [{ event: "payment-request/settle.requested" }] },
  async ({ event, step }) => {
    const { transactionId } = eventPayload("payment-request/settle.requested", event.data);
    return step.run("settle", async () => settlePaymentRequestBy(await getDb(), transactionId));
  },
);
