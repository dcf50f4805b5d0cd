import { createWebhookBody } from "@/server/contracts/webhooks";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { listWebhooks } from "@/server/services/webhooks/list-webhooks";

export const GET = withApi({ permission: "read" }, async ({ db, principal }) =>
  ok(await listWebhooks(db, principal.accountId)),
);

export const POST = withApi({ permission: "write" }, async ({ db, principal, body }) =>
  created(await createWebhook(db, principal, body(createWebhookBody))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
