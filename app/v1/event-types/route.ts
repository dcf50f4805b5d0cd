import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listEventTypes } from "@/server/services/webhooks/list-event-types";

export const GET = withApi({ permission: "read" }, async () => ok(listEventTypes()));

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
