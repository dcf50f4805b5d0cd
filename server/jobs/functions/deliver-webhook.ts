import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { attemptDelivery, attemptManualDelivery } from "../../services/webhooks/attempt-delivery";

/** Delivery runs of one account running at once (with its dispatchers, at most three of four workers). */
const deliveryRunsPerAccount = 1;

/**
 * The retries of one delivery (its first attempt failed in a dispatcher round), or one manual attempt: an attempt
 * per step and a durable sleep between attempts (the wait, with its jitter and any Retry-After, comes from the
 * attempt step, so a replay sleeps the same), until delivered, 410, or the schedule is used up.
 */
export const deliverWebhook = inngest.createFunction(
  {
    id: "deliver-webhook",
    retries: 5,
    concurrency: [{ key: "event.data.accountId", limit: deliveryRunsPerAccount }],
    triggers: [{ event: "webhook/delivery.requested" }],
  },
  async ({ event, step }) => {
    const { deliveryId, manual, fromAttempt = 1, notBefore } = eventPayload("webhook/delivery.requested", event.data);
    if (manual) {
      return step.run("manual-attempt", async () => attemptManualDelivery(await getDb(), deliveryId));
    }
    if (notBefore) await step.sleepUntil(`wait-before-attempt-${fromAttempt}`, notBefore);
    for (let attempt = fromAttempt; ; attempt++) {
      const result = await step.run(`attempt-${attempt}`, async () =>
        attemptDelivery(await getDb(), deliveryId, attempt),
      );
      if (result.outcome !== "retry") return result;
      await step.sleep(`wait-before-attempt-${attempt + 1}`, Math.max(result.waitMs, 1));
    }
  },
);
