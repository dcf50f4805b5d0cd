import type { AuditContext } from "../../auth/audit-context";
import type { DbOrTx } from "../../db/client";
import { deleteWebhook as removeWebhook } from "../../db/queries/webhooks";
import { recordAudit } from "../audit-log/record-audit";
import { webhookNotFound } from "./get-webhook";

export async function deleteWebhook(db: DbOrTx, by: AuditContext, webhookId: string) {
  await db.transaction(async (tx) => {
    if (!(await removeWebhook(tx, by.accountId, webhookId))) throw webhookNotFound(webhookId);
    await recordAudit(tx, by, "webhook.deleted", { type: "webhook", id: webhookId });
  });
  return { webhookId, deleted: true as const };
}
