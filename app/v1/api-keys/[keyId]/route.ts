import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";

export const DELETE = withApi<{ keyId: string }>({ permission: "admin" }, async ({ db, principal, params }) =>
  ok(await revokeApiKey(db, principal, params.keyId)),
);

export const { OPTIONS, GET, HEAD, POST, PUT, PATCH } = otherMethods("DELETE");
