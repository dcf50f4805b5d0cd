import { statsQuery } from "@/server/contracts/stats";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getStats } from "@/server/services/stats/get-stats";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await getStats(db, principal, query(statsQuery))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
