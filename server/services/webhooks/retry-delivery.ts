import type { AuditContext } from "../../auth/audit-context";
import type { Db } from "../../db/client";
import { findDelivery } from "../../db/queries/webhook-deliveries";
import { findWebhook } from "../../db/queries/webhooks";
import { AppError } from "../../errors";
import { randomBase62 } from "../../ids";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { recordAudit } from "../audit-log/record-audit";
import { webhookNotFound } from "./get-webhook";

/** One more attempt now, whatever the delivery's state: for an endpoint that was down and is fixed. */
export async function retryDelivery(db: Db, by: AuditContext, webhookId: string, deliveryId: string) {
  const { accountId } = by;
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
  const jobIds = await db.transaction(async (tx) => {
    await recordAudit(tx, by, "webhook.delivery_retried", { type: "webhook", id: webhookId }, { deliveryId });
    return recordJobs(tx, [jobs.manualDelivery(deliveryId, randomBase62(12), accountId)]);
  });
  await publishEvents(db, [], jobIds);
  return { deliveryId, status: "retrying" as const };
}
