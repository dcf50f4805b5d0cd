import { rotateSecretBody } from "@/server/contracts/webhook-deliveries";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { rotateWebhookSecret } from "@/server/services/webhooks/rotate-webhook-secret";

export const POST = withApi<{ webhookId: string }>({ permission: "write" }, async ({ db, principal, params, body }) => {
  const { secret } = body(rotateSecretBody);
  return ok(await rotateWebhookSecret(db, principal, params.webhookId, secret));
});

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
