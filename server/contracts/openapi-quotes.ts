import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { registerOperation } from "./openapi-paths";
import { quoteQuery, quoteSchema } from "./quotes";

/** Quotes and their refresh. */
export function registerQuoteOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/v1/quote",
    operationId: "getQuote",
    tag: "Quotes",
    summary: "Get a quote",
    description:
      "Prices a send (same asset on both sides) or a swap. A quote is valid 30 s in wallet mode and 60 s in private mode, and backs at most one transaction.",
    permission: "read",
    request: { query: quoteQuery },
    success: { status: 200, description: "The quote", schema: quoteSchema },
    errors: ["INVALID_REQUEST", "INVALID_ASSET", "INVALID_AMOUNT", "AMOUNT_TOO_SMALL", "INSUFFICIENT_LIQUIDITY"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/quotes/{quoteId}/refresh",
    operationId: "refreshQuote",
    tag: "Quotes",
    summary: "Refresh a quote",
    description: "Re-prices an unexpired, unused quote under the same identifier and extends its expiry.",
    permission: "read",
    idempotent: true,
    request: { params: idParam("quoteId", "quo_3xKq9") },
    success: { status: 200, description: "The re-priced quote", schema: quoteSchema },
    errors: ["INVALID_QUOTE", "INSUFFICIENT_LIQUIDITY", "IDEMPOTENCY_CONFLICT"],
  });
}
