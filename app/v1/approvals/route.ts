import { listApprovalsQuery } from "@/server/contracts/approvals";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listApprovals } from "@/server/services/approvals/list-approvals";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listApprovals(db, principal.accountId, query(listApprovalsQuery))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
