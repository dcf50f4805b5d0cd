import { and, eq } from "drizzle-orm";
import { sealSecret } from "../../crypto/secret-box";
import type { DbOrTx } from "../../db/client";
import { findWebhook } from "../../db/queries/webhooks";
import { webhooks } from "../../db/schema";
import { generateWebhookSecret } from "./create-webhook";
import { webhookNotFound } from "./get-webhook";

const overlapMs = 24 * 3600 * 1000;

/** A new signing secret; the old one stays valid 24 h, and deliveries carry both signatures meanwhile. */
export async function rotateWebhookSecret(db: DbOrTx, accountId: string, webhookId: string, secret?: string) {
  const webhook = await findWebhook(db, accountId, webhookId);
  if (!webhook) throw webhookNotFound(webhookId);
  const next = secret ?? generateWebhookSecret();
  const previousSecretExpiresAt = new Date(Date.now() + overlapMs);
  await db
    .update(webhooks)
    .set({
      secretEncrypted: sealSecret(next),
      previousSecretEncrypted: webhook.secretEncrypted,
      previousSecretExpiresAt,
      updatedAt: new Date(),
    })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)));
  return { webhookId, secret: next, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}
