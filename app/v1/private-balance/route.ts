import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getPrivateBalance } from "@/server/services/private-balance/get-private-balance";

export const GET = withApi({ permission: "read" }, async ({ db, principal }) =>
  ok(await getPrivateBalance(db, principal.accountId)),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
