import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as rotateRoute from "@/app/v1/api-keys/[keyId]/rotate/route";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as quoteRoute from "@/app/v1/quote/route";
import * as refreshRoute from "@/app/v1/quotes/[quoteId]/refresh/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { newAccountKey } from "../support/accounts";
import { type CallResult, call } from "../support/call";

type Endpoint = { name: string; handler: unknown; method: string; path: string; param?: string; hasBody: boolean };

const endpoints: Endpoint[] = [
  { name: "quote", handler: quoteRoute.GET, method: "GET", path: "/v1/quote", hasBody: false },
  {
    name: "refresh",
    handler: refreshRoute.POST,
    method: "POST",
    path: "/v1/quotes/x/refresh",
    param: "quoteId",
    hasBody: true,
  },
  {
    name: "list transactions",
    handler: transactionsRoute.GET,
    method: "GET",
    path: "/v1/transactions",
    hasBody: false,
  },
  {
    name: "get transaction",
    handler: transactionRoute.GET,
    method: "GET",
    path: "/v1/transactions/x",
    param: "transactionId",
    hasBody: false,
  },
  {
    name: "cancel",
    handler: transactionRoute.DELETE,
    method: "DELETE",
    path: "/v1/transactions/x",
    param: "transactionId",
    hasBody: true,
  },
  { name: "create webhook", handler: webhooksRoute.POST, method: "POST", path: "/v1/webhooks", hasBody: true },
  {
    name: "update webhook",
    handler: webhookRoute.PUT,
    method: "PUT",
    path: "/v1/webhooks/x",
    param: "webhookId",
    hasBody: true,
  },
  {
    name: "delete webhook",
    handler: webhookRoute.DELETE,
    method: "DELETE",
    path: "/v1/webhooks/x",
    param: "webhookId",
    hasBody: true,
  },
  { name: "create key", handler: keysRoute.POST, method: "POST", path: "/v1/api-keys", hasBody: true },
  {
    name: "revoke key",
    handler: keyRoute.DELETE,
    method: "DELETE",
    path: "/v1/api-keys/x",
    param: "keyId",
    hasBody: true,
  },
  {
    name: "rotate key",
    handler: rotateRoute.POST,
    method: "POST",
    path: "/v1/api-keys/x/rotate",
    param: "keyId",
    hasBody: true,
  },
];

const fieldNames = fc.constantFrom(
  "inputAsset",
  "outputAsset",
  "amount",
  "mode",
  "slippageBps",
  "limit",
  "offset",
  "status",
  "url",
  "events",
  "secret",
  "name",
  "permission",
  "tier",
  "gracePeriodSeconds",
);
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom(
    "",
    "\u0000",
    "-1",
    "1e309",
    "NaN",
    "0x1f",
    "9".repeat(400),
    "SOL",
    "'; drop table quotes; --",
    "%00",
  ),
);
const queryStrings = fc.dictionary(fc.oneof(fieldNames, fc.string()), nastyText, { maxKeys: 6 });
const bodies = fc.oneof(
  fc.json().map((text) => ({ rawBody: text })),
  fc.string().map((text) => ({ rawBody: text })),
  fc.dictionary(fieldNames, fc.oneof(fc.anything(), nastyText), { maxKeys: 6 }).map((body) => ({ body })),
);

function expectClientError(result: CallResult, context: unknown) {
  if (result.status >= 500 || (result.status >= 400 && typeof result.body?.error?.code !== "string")) {
    throw new Error(`bad answer ${result.status} ${JSON.stringify(result.body)} for ${JSON.stringify(context)}`);
  }
}

describe("generated bad input", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.name}: only 4xx in the error shape`, async () => {
      const { key } = await newAccountKey("admin", "enterprise");
      await fc.assert(
        fc.asyncProperty(queryStrings, bodies, nastyText, async (query, payload, param) => {
          const result = await call(endpoint.handler, endpoint.method, endpoint.path, {
            key,
            query,
            ...(endpoint.hasBody ? payload : {}),
            params: endpoint.param ? { [endpoint.param]: param } : {},
          });
          expectClientError(result, { query, payload, param });
          if (result.status < 400) expect(result.status).toBeLessThan(300);
        }),
        { numRuns: 60 },
      );
    });
  }
});
