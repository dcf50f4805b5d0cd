import { rotateApiKeyBody } from "@/server/contracts/api-keys";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { rotateApiKey } from "@/server/services/api-keys/rotate-api-key";

export const POST = withApi<{ keyId: string }>({ permission: "admin" }, async ({ db, principal, params, body }) => {
  const { gracePeriodSeconds } = body(rotateApiKeyBody);
  return created(await rotateApiKey(db, principal, params.keyId, gracePeriodSeconds));
});

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
