import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { checkConfirmation } from "../../services/transactions/wallet/check-confirmation";

/** Looks at most this many times, a second apart: far past a blockhash's life (150 slots, about a minute). */
const maxChecks = 180;

/** Follows a broadcast wallet transaction until it is completed or failed. */
export const trackConfirmation = inngest.createFunction(
  { id: "track-confirmation", retries: 10, triggers: [{ event: "transaction/broadcast" }] },
  async ({ event, step }) => {
    const { transactionId } = eventPayload("transaction/broadcast", event.data);
    for (let check = 1; check <= maxChecks; check++) {
      const result = await step.run(`check-${check}`, async () => checkConfirmation(await getDb(), transactionId));
      if (result.done) return result;
      await step.sleep(`wait-after-check-${check}`, "1s");
    }
    return { done: false, status: "gave up" };
  },
);
