import type { WebhookView } from "../../contracts/webhooks";
import type { WebhookRow } from "../../db/queries/webhooks";

export function webhookView(row: WebhookRow): WebhookView {
  return {
    webhookId: row.id,
    url: row.url,
    events: row.events as WebhookView["events"],
    enabled: row.disabledAt === null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
