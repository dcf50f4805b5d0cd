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
      "Prices a send (same asset on both sides) or a swap. A quote is valid 30 s in wallet mode and 60 s in private mode, and backs at most one transaction. A swap is priced at a fresh market price (else `503 PRICE_UNAVAILABLE`, `details.reason` `stale`, `future`, `uncertain`, `feed_unreachable`, `feed_malformed` or `no_live_source`) through the pair's pool as the swaps filled before it left it, less the spread (`PRICE_SPREAD_BPS`); the account's own swaps of the last `SWAP_VOLUME_WINDOW_S` count in full, so pieces never price better than the whole. Fees charged in a token (the network fee and rent are lamports) convert at a fresh price too, with the same `503`; a wallet-mode send reads no price (its sender pays them in SOL). `422 INSUFFICIENT_LIQUIDITY` past the pool's depth (`details.maxInputAmount`), `422 SWAP_VOLUME_EXCEEDED` past the account's swap volume per window (`details.capUsd`, `usedUsd`, `requestedUsd`, `windowS`).",
    permission: "read",
    request: { query: quoteQuery },
    success: { status: 200, description: "The quote", schema: quoteSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ASSET",
      "INVALID_AMOUNT",
      "AMOUNT_TOO_SMALL",
      "INSUFFICIENT_LIQUIDITY",
      "SWAP_VOLUME_EXCEEDED",
      "PRICE_UNAVAILABLE",
    ],
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
    errors: [
      "INVALID_QUOTE",
      "INSUFFICIENT_LIQUIDITY",
      "SWAP_VOLUME_EXCEEDED",
      "PRICE_UNAVAILABLE",
      "IDEMPOTENCY_CONFLICT",
    ],
  });
}
