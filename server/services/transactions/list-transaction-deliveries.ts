import type { DbOrTx } from "../../db/client";
import { deliveriesOfTransaction } from "../../db/queries/transaction-history";
import { deliveryView } from "../webhooks/delivery-view";
import { requireTransaction } from "./get-transaction";

/** At most this many: a transaction has a few events, each delivered to each subscribed webhook. */
const maxDeliveries = 100;

/** The webhook deliveries of one transaction's events, newest first, with their attempts. */
export async function listTransactionDeliveries(db: DbOrTx, accountId: string, transactionId: string) {
  const row = await requireTransaction(db, accountId, transactionId);
  const { rows, attempts } = await deliveriesOfTransaction(db, row.id, maxDeliveries);
  return {
    deliveries: rows.map((r) => ({
      ...deliveryView(r.delivery, attempts),
      webhookId: r.delivery.webhookId,
      webhookUrl: r.webhookUrl,
    })),
  };
}
