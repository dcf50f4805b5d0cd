import { otherMethods } from "@/server/http/method-not-allowed";
import { accepted } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { retryDelivery } from "@/server/services/webhooks/retry-delivery";

type Params = { webhookId: string; deliveryId: string };

export const POST = withApi<Params>({ permission: "write" }, async ({ db, principal, params }) =>
  accepted(await retryDelivery(db, principal, params.webhookId, params.deliveryId)),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
