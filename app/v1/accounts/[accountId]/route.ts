import { updateAccountBody } from "@/server/contracts/accounts";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getAccount } from "@/server/services/accounts/get-account";
import { updateAccount } from "@/server/services/accounts/update-account";

type Params = { accountId: string };

export const GET = withApi<Params>({ permission: "admin", operator: true }, async ({ db, params }) =>
  ok(await getAccount(db, params.accountId)),
);

export const PATCH = withApi<Params>({ permission: "admin", operator: true }, async ({ db, principal, params, body }) =>
  ok(await updateAccount(db, principal, params.accountId, body(updateAccountBody))),
);

export const { OPTIONS, POST, PUT, DELETE } = otherMethods("GET", "PATCH");
