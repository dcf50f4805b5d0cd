import { updatePolicyBody } from "@/server/contracts/policies";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { deletePolicy } from "@/server/services/policies/delete-policy";
import { getPolicy } from "@/server/services/policies/get-policy";
import { updatePolicy } from "@/server/services/policies/update-policy";

type Params = { policyId: string };

export const GET = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await getPolicy(ctx.db, ctx.principal.accountId, ctx.params.policyId)),
);

export const PATCH = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await updatePolicy(ctx.db, ctx.principal, ctx.params.policyId, ctx.body(updatePolicyBody))),
);

export const DELETE = withApi<Params>({ permission: "admin" }, async (ctx) =>
  ok(await deletePolicy(ctx.db, ctx.principal, ctx.params.policyId)),
);

export const { OPTIONS, POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
