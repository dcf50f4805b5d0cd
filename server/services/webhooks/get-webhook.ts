import type { DbOrTx } from "../../db/client";
import { findWebhook } from "../../db/queries/webhooks";
import { AppError } from "../../errors";
import { webhookView } from "./webhook-view";

export function webhookNotFound(webhookId: string): AppError {
  return new AppError("WEBHOOK_NOT_FOUND", `No webhook ${webhookId}`, { webhookId });
}

export async function getWebhook(db: DbOrTx, accountId: string, webhookId: string) {
  const row = await findWebhook(db, accountId, webhookId);
  if (!row) throw webhookNotFound(webhookId);
  return webhookView(row);
}
