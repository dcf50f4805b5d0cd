import { openSecret } from "../../crypto/secret-box";
import type { DbOrTx } from "../../db/client";
import { findEvent } from "../../db/queries/events";
import { type DeliveryRow, findDelivery, insertAttempt, updateDelivery } from "../../db/queries/webhook-deliveries";
import { findWebhook, updateWebhook, type WebhookRow } from "../../db/queries/webhooks";
import { env } from "../../env";
import { newId } from "../../ids";
import { parseRetryAfterMs } from "../../net/retry-after";
import { type PostResult, safePost } from "../../net/safe-post";
import { delayBeforeAttempt } from "./retry-schedule";
import { signatureHeader } from "./webhook-signature";

export type AttemptOutcome =
  | { outcome: "succeeded" | "gone" | "abandoned" | "exhausted" }
  | { outcome: "retry"; waitMs: number };

function activeSecrets(webhook: WebhookRow, now: Date): string[] {
  const secrets = [openSecret(webhook.secretEncrypted)];
  if (webhook.previousSecretEncrypted && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now) {
    secrets.push(openSecret(webhook.previousSecretEncrypted));
  }
  return secrets;
}

async function post(webhook: WebhookRow, eventId: string, body: string, now: Date) {
  const headers = {
    "content-type": "application/json",
    "user-agent": "PaymentService-Webhooks/1.0",
    "webhook-id": eventId,
    "webhook-timestamp": Math.floor(now.getTime() / 1000).toString(),
    "webhook-signature": signatureHeader(activeSecrets(webhook, now), eventId, now, body),
  };
  const options = { timeoutMs: env().WEBHOOK_TIMEOUT_MS, allowPrivate: env().WEBHOOK_ALLOW_PRIVATE };
  try {
    return { result: await safePost(webhook.url, body, headers, options) };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

async function finish(db: DbOrTx, delivery: DeliveryRow, changes: Partial<DeliveryRow>): Promise<void> {
  await updateDelivery(db, delivery.id, changes);
}

/**
 * One HTTP attempt of a delivery, recorded in the delivery log. The body and `webhook-id` (the event id, for the
 * receiver's dedupe) are the same on every attempt; the signature is fresh. 2xx delivers; 410 disables the
 * webhook; anything else (3xx included: redirects are not followed) is retried on the schedule.
 */
export async function attemptDelivery(
  db: DbOrTx,
  deliveryId: string,
  attempt: number,
  manual = false,
): Promise<AttemptOutcome> {
  const delivery = await findDelivery(db, deliveryId);
  if (!delivery) return { outcome: "abandoned" };
  if (delivery.status === "succeeded") return { outcome: "succeeded" };
  const webhook = await findWebhook(db, delivery.accountId, delivery.webhookId);
  const event = await findEvent(db, delivery.eventId);
  if (!webhook || !event || webhook.disabledAt) {
    await finish(db, delivery, { status: "failed", nextAttemptAt: null });
    return { outcome: "abandoned" };
  }

  const startedAt = new Date();
  const body = JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
  const { result, error } = await post(webhook, event.id, body, startedAt);
  const durationMs = Date.now() - startedAt.getTime();
  const delivered = result !== undefined && result.status >= 200 && result.status < 300;
  const gone = result?.status === 410;
  const waitMs = delivered || gone || manual ? undefined : nextWait(attempt, result);
  const nextRetryAt = waitMs === undefined ? null : new Date(Date.now() + waitMs);

  await insertAttempt(db, {
    id: newId("attempt"),
    deliveryId,
    attempt,
    manual: manual ? 1 : 0,
    startedAt,
    durationMs,
    statusCode: result?.status ?? null,
    responseExcerpt: result?.excerpt ?? null,
    error: error ?? null,
    nextRetryAt,
  });

  const base = { attemptCount: Math.max(delivery.attemptCount, attempt), lastStatusCode: result?.status ?? null };
  if (delivered) {
    await finish(db, delivery, { ...base, status: "succeeded", deliveredAt: new Date(), nextAttemptAt: null });
    return { outcome: "succeeded" };
  }
  if (gone) {
    // The delivery's end is written before the webhook is disabled, so whoever sees the webhook disabled sees why.
    await finish(db, delivery, { ...base, status: "failed", nextAttemptAt: null });
    await updateWebhook(db, webhook.accountId, webhook.id, {
      disabledAt: new Date(),
      disabledReason: "The endpoint answered 410 Gone",
    });
    return { outcome: "gone" };
  }
  if (waitMs === undefined) {
    await finish(db, delivery, { ...base, status: manual ? delivery.status : "failed", nextAttemptAt: null });
    return { outcome: "exhausted" };
  }
  await finish(db, delivery, { ...base, nextAttemptAt: nextRetryAt });
  return { outcome: "retry", waitMs };
}

function nextWait(attempt: number, result: PostResult | undefined): number | undefined {
  const scheduled = delayBeforeAttempt(attempt + 1);
  if (scheduled === undefined) return undefined;
  const asked = parseRetryAfterMs(result?.retryAfter ?? null);
  return Math.max(scheduled, Math.min(asked ?? 0, 24 * 3600 * 1000));
}
