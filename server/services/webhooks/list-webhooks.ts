import type { DbOrTx } from "../../db/client";
import { listWebhooks as selectWebhooks } from "../../db/queries/webhooks";
import { webhookView } from "./webhook-view";

export async function listWebhooks(db: DbOrTx, accountId: string) {
  return { webhooks: (await selectWebhooks(db, accountId)).map(webhookView) };
}
