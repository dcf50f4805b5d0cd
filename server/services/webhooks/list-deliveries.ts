import type { z } from "zod";
import type { listDeliveriesQuery } from "../../contracts/webhook-deliveries";
import type { DbOrTx } from "../../db/client";
import { pageDeliveries } from "../../db/queries/webhook-deliveries";
import { findWebhook } from "../../db/queries/webhooks";
import { deliveryView } from "./delivery-view";
import { webhookNotFound } from "./get-webhook";

/** The delivery log of one webhook, newest first, each delivery with every attempt. */
export async function listDeliveries(
  db: DbOrTx,
  accountId: string,
  webhookId: string,
  query: z.infer<typeof listDeliveriesQuery>,
) {
  if (!(await findWebhook(db, accountId, webhookId))) throw webhookNotFound(webhookId);
  const { rows, attempts, total } = await pageDeliveries(db, webhookId, query);
  return {
    deliveries: rows.map((d) => deliveryView(d, attempts)),
    total,
    hasMore: query.offset + rows.length < total,
  };
}
