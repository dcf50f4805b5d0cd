import { otherMethods } from "@/server/http/method-not-allowed";
import { publicBaseUrl } from "@/server/http/public-base-url";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listTokens } from "@/server/services/tokens/list-tokens";

export const GET = withApi({ permission: "read" }, async ({ request }) =>
  ok(listTokens(publicBaseUrl(request.headers, request.url))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
