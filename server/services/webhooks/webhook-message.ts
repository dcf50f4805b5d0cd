import { openSecret } from "../../crypto/secret-box";
import type { EventRow } from "../../db/queries/events";
import type { WebhookRow } from "../../db/queries/webhooks";
import { signatureHeader } from "./webhook-signature";

/** The webhook's signing secrets now: the current one, and the one rotated out while it is still valid. */
export function activeSecrets(webhook: WebhookRow, now: Date): string[] {
  const secrets = [openSecret(webhook.secretEncrypted)];
  if (webhook.previousSecretEncrypted && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now) {
    secrets.push(openSecret(webhook.previousSecretEncrypted));
  }
  return secrets;
}

/**
 * One event as a Standard Webhooks message. The body and `webhook-id` (the event id, for the receiver's dedupe)
 * are the same on every attempt; the timestamp and signature are those of the attempt.
 */
export function signedMessage(secrets: string[], event: EventRow, now: Date) {
  const body = JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
  const headers = {
    "content-type": "application/json",
    "user-agent": "PaymentService-Webhooks/1.0",
    "webhook-id": event.id,
    "webhook-timestamp": Math.floor(now.getTime() / 1000).toString(),
    "webhook-signature": signatureHeader(secrets, event.id, now, body),
  };
  return { body, headers };
}
