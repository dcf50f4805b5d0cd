import type { DbOrTx } from "../../db/client";
import { markPublished } from "../../db/queries/events";
import { sendEvent } from "../../jobs/events";
import { log } from "../../log";
import { createDeliveries } from "../webhooks/create-deliveries";

/**
 * Hands committed outbox events on: one delivery per subscribed webhook, each to its own delivery function run.
 * Delivery rows are unique per (webhook, event) and delivery events are named by the delivery, so a publish
 * repeated by the sweep after a crash creates and sends nothing twice. A failure here is logged, not thrown: the
 * status change is committed, and the sweep publishes what this missed.
 */
export async function publishEvents(db: DbOrTx, eventIds: string[]): Promise<void> {
  try {
    for (const eventId of eventIds) {
      for (const deliveryId of await createDeliveries(db, eventId)) {
        await sendEvent("webhook/delivery.requested", { deliveryId }, { id: `delivery:${deliveryId}` });
      }
    }
    await markPublished(db, eventIds, new Date());
  } catch (error) {
    log.warn("publishing events failed; the outbox sweep will retry", { eventIds, error });
  }
}
