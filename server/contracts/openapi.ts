// Placeholder on the ui branch: a small but realistic document so /docs can be built and tested.
// The real builder (every route, from the contracts) replaces this file.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import type { OpenAPIObject } from "openapi3-ts/oas31";
import { createApiKeyBody, createdApiKeySchema } from "./api-keys";
import { decimalString, errorResponseSchema, idParam, isoTimestamp } from "./common";
import { assetSymbolSchema, tokenListSchema } from "./tokens";
import {
  cancelledTransactionSchema,
  listTransactionsQuery,
  modeSchema,
  transactionDetailSchema,
  transactionListSchema,
} from "./transactions";
import { createdWebhookSchema, createWebhookBody, updateWebhookBody, webhookSchema } from "./webhooks";
import { z } from "./zod";

const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { "application/json": { schema } },
});

const error = (description: string) => json(description, errorResponseSchema);

const commonErrors = {
  401: error("Missing, malformed, unknown or revoked API key (UNAUTHENTICATED)"),
  403: error("The key lacks the permission (FORBIDDEN)"),
  429: error("Rate limit exceeded (RATE_LIMIT_EXCEEDED); see Retry-After"),
};

const idempotencyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .openapi({ description: "Replays the first response for 24 h when the same key is sent again" }),
});

const recipientSchema = z
  .object({ address: z.string().openapi({ description: "Base58 wallet address" }), amount: decimalString })
  .openapi("Recipient");

const transactionBase = {
  quoteId: z.string().openapi({ example: "quo_01J9ZK3Q8W" }),
  sender: z.string().openapi({ description: "Sender wallet address, base58" }),
  recipients: z.array(recipientSchema).min(1).max(1000),
};

const createTransactionBody = z
  .discriminatedUnion("mode", [
    z
      .object({
        mode: z.literal("wallet"),
        type: z.enum(["send", "swap", "payroll"]),
        ...transactionBase,
        signedTransaction: z.string().openapi({ description: "Base64 of the transaction the wallet signed" }),
      })
      .openapi("WalletTransactionRequest"),
    z
      .object({ mode: z.literal("private"), type: z.enum(["send", "payroll"]), ...transactionBase })
      .openapi("PrivateTransactionRequest"),
  ])
  .openapi("CreateTransactionRequest");

const createdTransactionSchema = z
  .object({
    transactionId: z.string(),
    status: z.enum(["pending", "processing"]),
    mode: modeSchema,
    signature: z.string().nullable(),
    ephemeralAddress: z.string().nullable(),
    deposit: z
      .object({ amount: decimalString, asset: assetSymbolSchema })
      .nullable()
      .openapi({ description: "What to send to the ephemeral address (private mode)" }),
    createdAt: isoTimestamp,
  })
  .openapi("CreatedTransaction");

export function buildOpenApiDocument(): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key: `Authorization: Bearer psk_live_...`",
  });

  registry.registerPath({
    method: "get",
    path: "/v1/tokens",
    tags: ["Tokens"],
    summary: "List supported tokens",
    description: "The assets the service can send and swap, with their mint addresses and decimals.",
    "x-permission": "read",
    responses: { 200: json("The supported tokens", tokenListSchema), ...commonErrors },
  });

  registry.registerPath({
    method: "get",
    path: "/v1/transactions",
    tags: ["Transactions"],
    summary: "List transactions",
    description: "Newest first. Filter by status; page with `limit` and `offset`.",
    "x-permission": "read",
    request: { query: listTransactionsQuery },
    responses: {
      200: json("A page of transactions", transactionListSchema),
      400: error("A query parameter is invalid (INVALID_REQUEST)"),
      ...commonErrors,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/v1/transactions",
    tags: ["Transactions"],
    summary: "Create a transaction",
    description:
      "Submits a send, swap or payroll backed by a quote. Wallet mode broadcasts the signed transaction; private mode returns an ephemeral deposit address.",
    "x-permission": "write",
    request: {
      headers: idempotencyHeader,
      body: { required: true, ...json("The transaction", createTransactionBody) },
    },
    responses: {
      201: json("The transaction was accepted", createdTransactionSchema),
      400: error("INVALID_REQUEST, INVALID_QUOTE, INVALID_SIGNATURE or INVALID_RECIPIENT"),
      409: error("IDEMPOTENCY_CONFLICT"),
      422: error("INSUFFICIENT_BALANCE"),
      503: error("ROUTING_UNAVAILABLE"),
      ...commonErrors,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/v1/transactions/{transactionId}",
    tags: ["Transactions"],
    summary: "Get a transaction",
    "x-permission": "read",
    request: { params: idParam("transactionId", "txn_01J9ZK4D2M") },
    responses: {
      200: json("The transaction", transactionDetailSchema),
      404: error("TRANSACTION_NOT_FOUND"),
      ...commonErrors,
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/v1/transactions/{transactionId}",
    tags: ["Transactions"],
    summary: "Cancel a transaction",
    description: "Cancels a pending transaction, or a private one whose deposit has not been detected.",
    "x-permission": "write",
    request: { params: idParam("transactionId", "txn_01J9ZK4D2M"), headers: idempotencyHeader },
    responses: {
      200: json("The transaction was cancelled", cancelledTransactionSchema),
      404: error("TRANSACTION_NOT_FOUND"),
      409: error("CANNOT_CANCEL or ALREADY_PROCESSED"),
      ...commonErrors,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/v1/webhooks",
    tags: ["Webhooks"],
    summary: "Register a webhook",
    description: "The signing secret is returned by this response only.",
    "x-permission": "write",
    request: { headers: idempotencyHeader, body: { required: true, ...json("The endpoint", createWebhookBody) } },
    responses: {
      201: json("The webhook, with its secret", createdWebhookSchema),
      400: error("INVALID_REQUEST"),
      ...commonErrors,
    },
  });

  registry.registerPath({
    method: "put",
    path: "/v1/webhooks/{webhookId}",
    tags: ["Webhooks"],
    summary: "Update a webhook",
    "x-permission": "write",
    request: { params: idParam("webhookId", "whk_01J9ZK5B7N"), body: json("Fields to change", updateWebhookBody) },
    responses: {
      200: json("The updated webhook", webhookSchema),
      404: error("WEBHOOK_NOT_FOUND"),
      ...commonErrors,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/v1/api-keys",
    tags: ["API keys"],
    summary: "Create an API key",
    description: "The full key is in this response only; the service stores its hash.",
    "x-permission": "admin",
    request: { headers: idempotencyHeader, body: { required: true, ...json("The key to create", createApiKeyBody) } },
    responses: {
      201: json("The key, shown once", createdApiKeySchema),
      400: error("INVALID_REQUEST"),
      ...commonErrors,
    },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Payment Service API",
      version: "1.0.0",
      description: "Quotes, balances, transactions (send, swap, payroll) and webhooks on a Solana-style ledger.",
    },
    servers: [{ url: "http://localhost:3000", description: "Local" }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: "Tokens", description: "Supported assets" },
      { name: "Transactions", description: "Send, swap and payroll" },
      { name: "Webhooks", description: "Event delivery endpoints" },
      { name: "API keys", description: "Key management (admin)" },
    ],
  });
}
