import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withPublicApi } from "@/server/http/with-api";
import { browserConfig } from "@/server/services/config/browser-config";

export const GET = withPublicApi({}, async () => ok(browserConfig()));

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
