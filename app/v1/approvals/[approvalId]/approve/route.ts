import { decideApprovalBody } from "@/server/contracts/approvals";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { approveApproval } from "@/server/services/approvals/approve-approval";

export const POST = withApi<{ approvalId: string }>({ permission: "admin" }, async (ctx) =>
  ok(await approveApproval(ctx.db, ctx.principal, ctx.params.approvalId, ctx.body(decideApprovalBody).reason)),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
