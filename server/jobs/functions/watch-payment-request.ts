import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { watchPaymentRequestRound } from "../../services/payment-requests/watch-payment-request";

/** Rounds 2 s apart for 3 minutes: a wallet given a transaction signs and sends it within that, or asks again. */
const maxRounds = 90;

/** Looks for one payment request's payment on the ledger, by its reference, until it is paid or time is up. */
export const watchPaymentRequest = inngest.createFunction(
  { id: "watch-payment-request", retries: 5, triggers: [{ event: "payment-request/watch.requested" }] },
  async ({ event, step }) => {
    const { paymentRequestId } = eventPayload("payment-request/watch.requested", event.data);
    for (let round = 1; round <= maxRounds; round++) {
      const result = await step.run(`look-${round}`, async () =>
        watchPaymentRequestRound(await getDb(), paymentRequestId),
      );
      if (result.done) return result;
      await step.sleep(`wait-after-look-${round}`, "2s");
    }
    return { done: false };
  },
);
