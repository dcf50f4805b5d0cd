import type { DbOrTx } from "../../db/client";
import { findRecovery } from "../../db/queries/webhook-recoveries";
import { findWebhook } from "../../db/queries/webhooks";
import { AppError } from "../../errors";
import { webhookNotFound } from "./get-webhook";
import { recoveryView } from "./recovery-view";

/** A recovery of this webhook and its progress. */
export async function getRecovery(db: DbOrTx, accountId: string, webhookId: string, recoveryId: string) {
  if (!(await findWebhook(db, accountId, webhookId))) throw webhookNotFound(webhookId);
  const row = await findRecovery(db, webhookId, recoveryId);
  if (!row) {
    throw new AppError("NOT_FOUND", `No recovery ${recoveryId} of webhook ${webhookId}`, { webhookId, recoveryId });
  }
  return recoveryView(row);
}
