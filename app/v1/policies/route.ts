import { createPolicyBody } from "@/server/contracts/policies";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createPolicy } from "@/server/services/policies/create-policy";
import { listPolicies } from "@/server/services/policies/list-policies";

export const GET = withApi({ permission: "admin" }, async ({ db, principal }) =>
  ok(await listPolicies(db, principal.accountId)),
);

export const POST = withApi({ permission: "admin" }, async (ctx) =>
  created(await createPolicy(ctx.db, ctx.principal, ctx.body(createPolicyBody))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
