import { sealSecret } from "../../crypto/secret-box";
import type { DbOrTx } from "../../db/client";
import { rotateSecret } from "../../db/queries/webhooks";
import { generateWebhookSecret } from "./create-webhook";
import { webhookNotFound } from "./get-webhook";

const overlapMs = 24 * 3600 * 1000;

/** A new signing secret; the old one stays valid 24 h, and deliveries carry both signatures meanwhile. */
export async function rotateWebhookSecret(db: DbOrTx, accountId: string, webhookId: string, secret?: string) {
  const next = secret ?? generateWebhookSecret();
  const previousSecretExpiresAt = new Date(Date.now() + overlapMs);
  const rotated = await rotateSecret(db, accountId, webhookId, sealSecret(next), previousSecretExpiresAt);
  if (!rotated) throw webhookNotFound(webhookId);
  return { webhookId, secret: next, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}
