import { createAccountBody, listAccountsQuery } from "@/server/contracts/accounts";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createAccount } from "@/server/services/accounts/create-account";
import { listAccounts } from "@/server/services/accounts/list-accounts";

export const GET = withApi({ permission: "admin", operator: true }, async ({ db, query }) =>
  ok(await listAccounts(db, query(listAccountsQuery))),
);

export const POST = withApi({ permission: "admin", operator: true }, async ({ db, principal, body }) =>
  created(await createAccount(db, principal, body(createAccountBody))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
