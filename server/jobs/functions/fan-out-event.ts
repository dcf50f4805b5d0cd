import { getDb } from "../../db/client";
import { createDeliveries } from "../../services/webhooks/create-deliveries";
import { inngest } from "../client";
import { eventPayload, sendEvent } from "../events";

/** An outbox event becomes one delivery per subscribed webhook, each delivered by its own function run. */
export const fanOutEvent = inngest.createFunction(
  { id: "fan-out-event", retries: 10, triggers: [{ event: "outbox/event.recorded" }] },
  async ({ event, step }) => {
    const { eventId } = eventPayload("outbox/event.recorded", event.data);
    const deliveryIds = await step.run("create-deliveries", async () => createDeliveries(await getDb(), eventId));
    if (deliveryIds.length > 0) {
      await step.run("request-deliveries", async () => {
        for (const deliveryId of deliveryIds) {
          await sendEvent("webhook/delivery.requested", { deliveryId }, { id: `delivery:${deliveryId}` });
        }
      });
    }
    return { eventId, deliveries: deliveryIds.length };
  },
);
