import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listTokens } from "@/server/services/tokens/list-tokens";

export const GET = withApi({ permission: "read" }, async ({ url }) => ok(listTokens(url.origin)));
