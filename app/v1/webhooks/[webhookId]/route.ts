import { updateWebhookBody } from "@/server/contracts/webhooks";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { deleteWebhook } from "@/server/services/webhooks/delete-webhook";
import { getWebhook } from "@/server/services/webhooks/get-webhook";
import { updateWebhook } from "@/server/services/webhooks/update-webhook";

type Params = { webhookId: string };

export const GET = withApi<Params>({ permission: "read" }, async ({ db, principal, params }) =>
  ok(await getWebhook(db, principal.accountId, params.webhookId)),
);

export const PUT = withApi<Params>({ permission: "write" }, async ({ db, principal, params, body }) =>
  ok(await updateWebhook(db, principal, params.webhookId, body(updateWebhookBody))),
);

export const DELETE = withApi<Params>({ permission: "write" }, async ({ db, principal, params }) =>
  ok(await deleteWebhook(db, principal, params.webhookId)),
);

export const { OPTIONS, POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
