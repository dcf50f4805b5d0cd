import { listDeliveriesQuery } from "@/server/contracts/webhook-deliveries";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listDeliveries } from "@/server/services/webhooks/list-deliveries";

export const GET = withApi<{ webhookId: string }>({ permission: "read" }, async ({ db, principal, params, query }) =>
  ok(await listDeliveries(db, principal.accountId, params.webhookId, query(listDeliveriesQuery))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
