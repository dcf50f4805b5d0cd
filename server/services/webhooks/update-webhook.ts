import type { z } from "zod";
import type { AuditContext } from "../../auth/audit-context";
import type { updateWebhookBody } from "../../contracts/webhooks";
import type { DbOrTx } from "../../db/client";
import { updateWebhook as writeWebhook } from "../../db/queries/webhooks";
import { recordAudit } from "../audit-log/record-audit";
import { checkWebhookUrl } from "./check-webhook-url";
import { webhookNotFound } from "./get-webhook";
import { webhookView } from "./webhook-view";

const pausedByOwner = "Disabled by its owner";

/**
 * Changing the URL re-enables a webhook that deliveries had disabled: the owner fixed where it points. `enabled`
 * pauses or resumes it explicitly, and wins over that.
 */
export async function updateWebhook(
  db: DbOrTx,
  by: AuditContext,
  webhookId: string,
  input: z.infer<typeof updateWebhookBody>,
) {
  const changes = {
    ...(input.url !== undefined && { url: checkWebhookUrl(input.url), disabledAt: null, disabledReason: null }),
    ...(input.events !== undefined && { events: input.events }),
    ...(input.enabled === true && { disabledAt: null, disabledReason: null }),
    ...(input.enabled === false && { disabledAt: new Date(), disabledReason: pausedByOwner }),
  };
  const row = await db.transaction(async (tx) => {
    const updated = await writeWebhook(tx, by.accountId, webhookId, changes);
    if (!updated) throw webhookNotFound(webhookId);
    // The host only: an endpoint's path or query may carry the receiver's own token.
    const details = { ...input, ...(changes.url && { url: undefined, host: new URL(changes.url).host }) };
    await recordAudit(tx, by, "webhook.updated", { type: "webhook", id: webhookId }, details);
    return updated;
  });
  const view = webhookView(row);
  return {
    webhookId: view.webhookId,
    url: view.url,
    events: view.events,
    enabled: view.enabled,
    updatedAt: view.updatedAt,
  };
}
