import type { AuditContext } from "../../auth/audit-context";
import { sealSecret } from "../../crypto/secret-box";
import type { DbOrTx } from "../../db/client";
import { rotateSecret } from "../../db/queries/webhooks";
import { recordAudit } from "../audit-log/record-audit";
import { generateWebhookSecret } from "./create-webhook";
import { webhookNotFound } from "./get-webhook";

const overlapMs = 24 * 3600 * 1000;

/** A new signing secret; the old one stays valid 24 h, and deliveries carry both signatures meanwhile. */
export async function rotateWebhookSecret(db: DbOrTx, by: AuditContext, webhookId: string, secret?: string) {
  const next = secret ?? generateWebhookSecret();
  const previousSecretExpiresAt = new Date(Date.now() + overlapMs);
  await db.transaction(async (tx) => {
    const rotated = await rotateSecret(tx, by.accountId, webhookId, sealSecret(next), previousSecretExpiresAt);
    if (!rotated) throw webhookNotFound(webhookId);
    await recordAudit(tx, by, "webhook.secret_rotated", { type: "webhook", id: webhookId });
  });
  return { webhookId, secret: next, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}
