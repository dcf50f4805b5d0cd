import type { DbOrTx } from "../../db/client";
import { deleteWebhook as removeWebhook } from "../../db/queries/webhooks";
import { webhookNotFound } from "./get-webhook";

export async function deleteWebhook(db: DbOrTx, accountId: string, webhookId: string) {
  if (!(await removeWebhook(db, accountId, webhookId))) throw webhookNotFound(webhookId);
  return { webhookId, deleted: true as const };
}
