import { listAuditEventsQuery } from "@/server/contracts/audit-events";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listAuditEvents } from "@/server/services/audit-log/list-audit-events";

export const GET = withApi({ permission: "admin" }, async ({ db, principal, query }) =>
  ok(await listAuditEvents(db, principal.accountId, query(listAuditEventsQuery))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
