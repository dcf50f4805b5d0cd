import type { DbOrTx } from "../../db/client";
import { findEvent } from "../../db/queries/events";
import { deliveriesOfEvent, insertDeliveries, subscribedWebhooks } from "../../db/queries/webhook-deliveries";
import { findWebhook } from "../../db/queries/webhooks";
import { newId } from "../../ids";

/**
 * The deliveries an outbox event needs: one per enabled webhook subscribed to its type (a test event goes to its
 * one webhook). Safe to repeat: existing deliveries are kept, and the same ids come back.
 */
export async function createDeliveries(db: DbOrTx, eventId: string): Promise<string[]> {
  const event = await findEvent(db, eventId);
  if (!event) return [];
  const targets =
    event.type === "webhook.test"
      ? [await findWebhook(db, event.accountId, String(event.data.webhookId))].filter((w) => w !== undefined)
      : await subscribedWebhooks(db, event.accountId, event.type);
  await insertDeliveries(
    db,
    targets.map((webhook) => ({
      id: newId("delivery"),
      accountId: event.accountId,
      webhookId: webhook.id,
      eventId: event.id,
      eventType: event.type,
      status: "pending" as const,
      nextAttemptAt: new Date(),
    })),
  );
  return (await deliveriesOfEvent(db, eventId)).map((d) => d.id);
}
