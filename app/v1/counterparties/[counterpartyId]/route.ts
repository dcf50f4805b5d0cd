import { updateCounterpartyBody } from "@/server/contracts/counterparties";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { deleteCounterparty } from "@/server/services/counterparties/delete-counterparty";
import { updateCounterparty } from "@/server/services/counterparties/update-counterparty";

type Params = { counterpartyId: string };

export const PATCH = withApi<Params>({ permission: "write" }, async (ctx) =>
  ok(
    await updateCounterparty(
      ctx.db,
      ctx.principal,
      ctx.params.counterpartyId,
      ctx.body(updateCounterpartyBody, { address: "INVALID_ADDRESS" }),
    ),
  ),
);

export const DELETE = withApi<Params>({ permission: "write" }, async (ctx) =>
  ok(await deleteCounterparty(ctx.db, ctx.principal, ctx.params.counterpartyId)),
);

export const { OPTIONS, GET, HEAD, POST, PUT } = otherMethods("PATCH", "DELETE");
