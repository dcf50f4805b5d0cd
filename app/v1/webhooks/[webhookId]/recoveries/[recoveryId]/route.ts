import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getRecovery } from "@/server/services/webhooks/get-recovery";

export const GET = withApi<{ webhookId: string; recoveryId: string }>(
  { permission: "read" },
  async ({ db, principal, params }) =>
    ok(await getRecovery(db, principal.accountId, params.webhookId, params.recoveryId)),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
