import { updateMemberBody } from "@/server/contracts/members";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { removeMember } from "@/server/services/members/remove-member";
import { updateMember } from "@/server/services/members/update-member";

type Params = { memberId: string };

export const PATCH = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await updateMember(ctx.db, ctx.principal, ctx.params.memberId, ctx.body(updateMemberBody))),
);

export const DELETE = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await removeMember(ctx.db, ctx.principal, ctx.params.memberId)),
);

export const { OPTIONS, GET, HEAD, POST, PUT } = otherMethods("PATCH", "DELETE");
