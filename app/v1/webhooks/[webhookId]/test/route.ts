import { otherMethods } from "@/server/http/method-not-allowed";
import { accepted } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { sendTestEvent } from "@/server/services/webhooks/send-test-event";

export const POST = withApi<{ webhookId: string }>({ permission: "write" }, async ({ db, principal, params }) =>
  accepted(await sendTestEvent(db, principal.accountId, params.webhookId)),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
