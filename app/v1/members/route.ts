import { createMemberBody, listMembersQuery } from "@/server/contracts/members";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { inviteMember } from "@/server/services/members/invite-member";
import { listMembers } from "@/server/services/members/list-members";

export const GET = withApi({ permission: "admin" }, async ({ db, principal, query }) =>
  ok(await listMembers(db, principal.accountId, query(listMembersQuery))),
);

export const POST = withApi({ permission: "admin" }, async (ctx) =>
  created(await inviteMember(ctx.db, ctx.principal, ctx.body(createMemberBody, { address: "INVALID_ADDRESS" }))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
