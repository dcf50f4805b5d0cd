import type { DbOrTx } from "../db/client";
import type { EventRow } from "../db/queries/events";
import { enabledWebhooksOf, insertDeliveries } from "../db/queries/webhook-deliveries";
import { newId } from "../ids";

/**
 * The deliveries these outbox events need: one per enabled webhook of the event's account subscribed to its type
 * (a test event goes to its own webhook only). Safe to repeat: a (webhook, event) pair has one delivery at most.
 * Returns the webhooks that have deliveries from these events.
 */
export async function createDeliveries(db: DbOrTx, events: EventRow[]): Promise<string[]> {
  const webhooks = await enabledWebhooksOf(db, [...new Set(events.map((e) => e.accountId))]);
  const now = new Date();
  const rows = events.flatMap((event) =>
    webhooks
      .filter(
        (w) =>
          w.accountId === event.accountId &&
          (event.type === "webhook.test" ? w.id === event.data.webhookId : w.events.includes(event.type)),
      )
      .map((webhook) => ({
        id: newId("delivery"),
        accountId: event.accountId,
        webhookId: webhook.id,
        eventId: event.id,
        eventType: event.type,
        status: "pending" as const,
        nextAttemptAt: now,
      })),
  );
  await insertDeliveries(db, rows);
  return [...new Set(rows.map((r) => r.webhookId))];
}
