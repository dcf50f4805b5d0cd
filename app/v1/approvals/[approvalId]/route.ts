import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getApproval } from "@/server/services/approvals/get-approval";

export const GET = withApi<{ approvalId: string }>({ permission: "read" }, async (ctx) =>
  ok(await getApproval(ctx.db, ctx.principal, ctx.params.approvalId)),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
