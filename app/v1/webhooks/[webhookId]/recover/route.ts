import { recoverWebhookBody } from "@/server/contracts/webhook-recoveries";
import { otherMethods } from "@/server/http/method-not-allowed";
import { accepted } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { recoverWebhook } from "@/server/services/webhooks/recover-webhook";

export const POST = withApi<{ webhookId: string }>({ permission: "write" }, async ({ db, principal, params, body }) =>
  accepted(await recoverWebhook(db, principal, params.webhookId, body(recoverWebhookBody))),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
