import { getDb } from "../../db/client";
import { findDelivery } from "../../db/queries/webhook-deliveries";
import { attemptDelivery } from "../../services/webhooks/attempt-delivery";
import { inngest } from "../client";
import { eventPayload } from "../events";

/**
 * Delivers one event to one webhook: an attempt per step, a durable sleep between attempts (the wait, with its
 * jitter and any Retry-After, comes from the attempt step, so a replay sleeps the same), until delivered, 410,
 * or the schedule is used up.
 */
export const deliverWebhook = inngest.createFunction(
  { id: "deliver-webhook", retries: 5, triggers: [{ event: "webhook/delivery.requested" }] },
  async ({ event, step }) => {
    const { deliveryId, manual } = eventPayload("webhook/delivery.requested", event.data);
    if (manual) {
      return step.run("manual-attempt", async () => {
        const db = await getDb();
        const delivery = await findDelivery(db, deliveryId);
        return attemptDelivery(db, deliveryId, (delivery?.attemptCount ?? 0) + 1, true);
      });
    }
    for (let attempt = 1; ; attempt++) {
      const result = await step.run(`attempt-${attempt}`, async () =>
        attemptDelivery(await getDb(), deliveryId, attempt),
      );
      if (result.outcome !== "retry") return result;
      await step.sleep(`wait-before-attempt-${attempt + 1}`, Math.max(result.waitMs, 1));
    }
  },
);
