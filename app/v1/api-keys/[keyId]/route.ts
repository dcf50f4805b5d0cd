import { updateSpendingLimitsBody } from "@/server/contracts/spending-limits";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";
import { setApiKeyLimits } from "@/server/services/api-keys/set-api-key-limits";

type Params = { keyId: string };

export const PATCH = withApi<Params>({ permission: "admin" }, async ({ db, principal, params, body }) =>
  ok(await setApiKeyLimits(db, principal, params.keyId, body(updateSpendingLimitsBody).spendingLimits)),
);

export const DELETE = withApi<Params>({ permission: "admin" }, async ({ db, principal, params }) =>
  ok(await revokeApiKey(db, principal, params.keyId)),
);

export const { OPTIONS, GET, HEAD, POST, PUT } = otherMethods("PATCH", "DELETE");
