import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { refreshQuote } from "@/server/services/quotes/refresh-quote";

export const POST = withApi<{ quoteId: string }>({ permission: "read" }, async ({ db, principal, params }) =>
  ok(await refreshQuote(db, principal.accountId, params.quoteId)),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
