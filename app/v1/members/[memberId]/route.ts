import { updateMemberBody } from "@/server/contracts/members";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { changeMemberRole } from "@/server/services/members/change-member-role";
import { removeMember } from "@/server/services/members/remove-member";

type Params = { memberId: string };

export const PATCH = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await changeMemberRole(ctx.db, ctx.principal, ctx.params.memberId, ctx.body(updateMemberBody).role)),
);

export const DELETE = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await removeMember(ctx.db, ctx.principal, ctx.params.memberId)),
);

export const { OPTIONS, GET, HEAD, POST, PUT } = otherMethods("PATCH", "DELETE");
