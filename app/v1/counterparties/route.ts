import { createCounterpartyBody, listCounterpartiesQuery } from "@/server/contracts/counterparties";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createCounterparty } from "@/server/services/counterparties/create-counterparty";
import { listCounterparties } from "@/server/services/counterparties/list-counterparties";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listCounterparties(db, principal.accountId, query(listCounterpartiesQuery))),
);

export const POST = withApi({ permission: "write" }, async (ctx) =>
  created(
    await createCounterparty(ctx.db, ctx.principal, ctx.body(createCounterpartyBody, { address: "INVALID_ADDRESS" })),
  ),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
