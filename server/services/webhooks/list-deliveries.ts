import type { z } from "zod";
import type { listDeliveriesQuery } from "../../contracts/webhook-deliveries";
import type { DbOrTx } from "../../db/client";
import { type AttemptRow, pageDeliveries } from "../../db/queries/webhook-deliveries";
import { findWebhook } from "../../db/queries/webhooks";
import { webhookNotFound } from "./get-webhook";

const iso = (d: Date | null) => d?.toISOString() ?? null;

function attemptView(a: AttemptRow) {
  return {
    attempt: a.attempt,
    manual: a.manual === 1,
    startedAt: a.startedAt.toISOString(),
    durationMs: a.durationMs,
    statusCode: a.statusCode,
    responseExcerpt: a.responseExcerpt,
    error: a.error,
    nextRetryAt: iso(a.nextRetryAt),
  };
}

/** The delivery log of one webhook, newest first, each delivery with every attempt. */
export async function listDeliveries(
  db: DbOrTx,
  accountId: string,
  webhookId: string,
  query: z.infer<typeof listDeliveriesQuery>,
) {
  if (!(await findWebhook(db, accountId, webhookId))) throw webhookNotFound(webhookId);
  const { rows, attempts, total } = await pageDeliveries(db, webhookId, query);
  return {
    deliveries: rows.map((d) => ({
      deliveryId: d.id,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      attemptCount: d.attemptCount,
      lastStatusCode: d.lastStatusCode,
      nextAttemptAt: iso(d.nextAttemptAt),
      createdAt: d.createdAt.toISOString(),
      deliveredAt: iso(d.deliveredAt),
      attempts: attempts.filter((a) => a.deliveryId === d.id).map(attemptView),
    })),
    total,
    hasMore: query.offset + rows.length < total,
  };
}
