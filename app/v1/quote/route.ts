import { quoteQuery } from "@/server/contracts/quotes";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createQuote } from "@/server/services/quotes/create-quote";

const fieldCodes = { inputAsset: "INVALID_ASSET", outputAsset: "INVALID_ASSET", amount: "INVALID_AMOUNT" } as const;

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await createQuote(db, principal.accountId, query(quoteQuery, fieldCodes))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
