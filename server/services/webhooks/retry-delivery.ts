import type { Db } from "../../db/client";
import { findDelivery } from "../../db/queries/webhook-deliveries";
import { findWebhook } from "../../db/queries/webhooks";
import { AppError } from "../../errors";
import { randomBase62 } from "../../ids";
import { enqueueJob } from "../../outbox/enqueue-job";
import { jobs } from "../../outbox/jobs";
import { webhookNotFound } from "./get-webhook";

/** One more attempt now, whatever the delivery's state: for an endpoint that was down and is fixed. */
export async function retryDelivery(db: Db, accountId: string, webhookId: string, deliveryId: string) {
  const webhook = await findWebhook(db, accountId, webhookId);
  if (!webhook) throw webhookNotFound(webhookId);
  const delivery = await findDelivery(db, deliveryId);
  if (!delivery || delivery.webhookId !== webhookId) {
    throw new AppError("NOT_FOUND", `No delivery ${deliveryId} for webhook ${webhookId}`, { webhookId, deliveryId });
  }
  if (webhook.disabledAt) {
    throw new AppError("INVALID_REQUEST", "This webhook is disabled; enable it again (or update its URL) first", {
      webhookId,
      disabledReason: webhook.disabledReason,
    });
  }
  await enqueueJob(db, jobs.manualDelivery(deliveryId, randomBase62(12), accountId));
  return { deliveryId, status: "retrying" as const };
}
