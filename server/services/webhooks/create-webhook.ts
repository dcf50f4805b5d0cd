import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { AuditContext } from "../../auth/audit-context";
import type { createWebhookBody } from "../../contracts/webhooks";
import { sealSecret } from "../../crypto/secret-box";
import type { DbOrTx } from "../../db/client";
import { countWebhooks, insertWebhook } from "../../db/queries/webhooks";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";
import { checkWebhookUrl } from "./check-webhook-url";
import { webhookView } from "./webhook-view";

export const maxWebhooksPerAccount = 20;

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The secret is returned by this call only; it is stored encrypted. */
export async function createWebhook(db: DbOrTx, by: AuditContext, input: z.infer<typeof createWebhookBody>) {
  const { accountId } = by;
  const url = checkWebhookUrl(input.url);
  if ((await countWebhooks(db, accountId)) >= maxWebhooksPerAccount) {
    throw new AppError("INVALID_REQUEST", `An account can have at most ${maxWebhooksPerAccount} webhooks`, {
      limit: maxWebhooksPerAccount,
    });
  }
  const secret = input.secret ?? generateWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertWebhook(tx, {
      id: newId("webhook"),
      accountId,
      url,
      events: input.events,
      secretEncrypted: sealSecret(secret),
    });
    // The host only: an endpoint's path or query may carry the receiver's own token.
    const details = { host: new URL(url).host, events: input.events };
    await recordAudit(tx, by, "webhook.created", { type: "webhook", id: inserted.id }, details);
    return inserted;
  });
  return { ...webhookView(row), secret };
}
