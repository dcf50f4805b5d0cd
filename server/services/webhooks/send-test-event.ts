import type { Db } from "../../db/client";
import { findWebhook } from "../../db/queries/webhooks";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";
import { webhookNotFound } from "./get-webhook";

/** A `webhook.test` event delivered to this webhook only, through the same path as real events. */
export async function sendTestEvent(db: Db, accountId: string, webhookId: string) {
  const webhook = await findWebhook(db, accountId, webhookId);
  if (!webhook) throw webhookNotFound(webhookId);
  const eventId = await recordEvent(db, {
    accountId,
    type: "webhook.test",
    data: { webhookId, message: "This is a test event from the payment service." },
  });
  await publishEvents(db, [eventId]);
  return { webhookId, eventId, type: "webhook.test" as const };
}
