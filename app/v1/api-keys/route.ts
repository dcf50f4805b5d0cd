import { createApiKeyBody } from "@/server/contracts/api-keys";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { apiKeyView } from "@/server/services/api-keys/api-key-view";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";

export const GET = withApi({ permission: "admin" }, async ({ db, principal }) =>
  ok(await listApiKeys(db, principal.accountId)),
);

export const POST = withApi({ permission: "admin" }, async ({ db, principal, body }) => {
  const input = body(createApiKeyBody);
  const { row, key, spendingLimits } = await createApiKey(db, { ...input, accountId: principal.accountId }, principal);
  return created({ ...apiKeyView(row, spendingLimits), key });
});

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
