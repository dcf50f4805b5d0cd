import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import {
  apiKeyListSchema,
  createApiKeyBody,
  createdApiKeySchema,
  revokedApiKeySchema,
  rotateApiKeyBody,
  rotatedApiKeySchema,
} from "./api-keys";
import { balanceSchema, faucetBody, faucetResultSchema } from "./balances";
import { idParam } from "./common";
import { registerDashboardOperations } from "./openapi-dashboard";
import { registerOperation } from "./openapi-paths";
import { payrollValidationSchema, validatePayrollBody } from "./payrolls";
import { quoteQuery, quoteSchema } from "./quotes";
import { tokenListSchema } from "./tokens";
import {
  cancelledTransactionSchema,
  createdTransactionSchema,
  createTransactionBody,
  listTransactionsQuery,
  preparedTransactionSchema,
  prepareTransactionBody,
  transactionDetailSchema,
  transactionListSchema,
} from "./transactions";
import {
  deliveryListSchema,
  listDeliveriesQuery,
  retryAcceptedSchema,
  rotatedSecretSchema,
  rotateSecretBody,
  testEventAcceptedSchema,
} from "./webhook-deliveries";
import {
  createdWebhookSchema,
  createWebhookBody,
  deletedWebhookSchema,
  updateWebhookBody,
  webhookListSchema,
  webhookSchema,
} from "./webhooks";
import { z } from "./zod";

const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

function registerAll(registry: OpenAPIRegistry): void {
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key: Authorization: Bearer psk_live_… (or psk_test_…)",
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/tokens",
    operationId: "listTokens",
    tag: "Tokens",
    summary: "List supported tokens",
    permission: "read",
    success: { status: 200, description: "The supported tokens", schema: tokenListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/balances/{address}",
    operationId: "getBalances",
    tag: "Tokens",
    summary: "Get a wallet's balances",
    description: "SOL, USDC and USDT always (zero when absent), and every Token-2022 holding, for display.",
    permission: "read",
    request: {
      params: z.object({ address: z.string().openapi({ example: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" }) }),
    },
    success: { status: 200, description: "The balances", schema: balanceSchema },
    errors: ["INVALID_ADDRESS"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/faucet",
    operationId: "fundFromFaucet",
    tag: "Tokens",
    summary: "Fund a wallet with test tokens (embedded devnet only)",
    description:
      "Exists only while the service runs on its embedded devnet (404 otherwise). Each address has a cap per asset.",
    permission: "write",
    idempotent: true,
    request: { body: json(faucetBody) },
    success: { status: 200, description: "The funding transaction", schema: faucetResultSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "INVALID_ASSET",
      "INVALID_AMOUNT",
      "NOT_FOUND",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

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

  registerOperation(registry, {
    method: "post",
    path: "/v1/transactions/prepare",
    operationId: "prepareTransaction",
    tag: "Transactions",
    summary: "Prepare a wallet transaction for signing",
    description:
      "Builds the transaction(s) (base64) for the wallet to sign. send/payroll: one transfer per recipient, creating missing token accounts (rent paid by the sender), up to 10,000 recipients packed in order into as few ledger transactions of 1,232 bytes as fit; `transactions` lists them all, each with the recipients it pays (`recipients.first`, `recipients.count`), and `transaction` is there too when one holds them all. Sign them all with one approval (`signAllTransactions`). swap: both legs against the service treasury, signed by nobody yet; the one recipient is the sender with the quoted input amount. The treasury signs only when POST /v1/transactions accepts the signed bytes, which must equal a prepared message byte for byte.",
    permission: "write",
    idempotent: true,
    request: { body: json(prepareTransactionBody) },
    success: { status: 200, description: "The transaction to sign", schema: preparedTransactionSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_QUOTE",
      "INVALID_ADDRESS",
      "INVALID_RECIPIENT",
      "INVALID_AMOUNT",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/transactions",
    operationId: "createTransaction",
    tag: "Transactions",
    summary: "Create a transaction",
    description:
      '**Wallet mode** (`signedTransaction` from /v1/transactions/prepare): the signed transaction is checked against the request (signer, transfers, nothing else), the quote is used up, and the transaction is broadcast; it answers `pending` with the signature, and webhooks follow it to `confirmed` and `completed` (or `failed`).\n\n**Wallet mode, any number of recipients** (`signedTransactions`: every transaction of `transactions` from prepare, signed): each must be byte for byte a transaction prepared under this quote for its share of this request\'s recipients (else `400 INVALID_SIGNATURE` naming it in `details.index`, with `details.reason` `not_prepared`, `transfers_differ`, `recipients_missing` or `recipients_overlap`, and nothing is sent); all are recorded, the quote used once, then all are broadcast and each is followed on its own (`ledgerTransactions` in the answer). The payroll is `completed` when every one landed. One that fails or expires marks just its recipients `failed` (each with `failure` in `recipients[]`); the payroll then ends `failed` with `PARTIAL_PAYMENT` (some were paid) and `failure.details.failedRecipients` lists who was not paid, in the answer and the `transaction.failed` event.\n\n**Private mode** (`mode: "private"`, a quote with `mode=private`, no `signedTransaction`): answers `processing` with a fresh `ephemeralAddress` and, as extensions, `depositAmount` and `depositAsset` (the amount plus every fee, including the rent of the recipients\' new token accounts), `depositDeadline` (30 minutes) and a Solana Pay `paymentUrl` for a QR code. Pay exactly that to the address, from any wallet. Once the deposit is final the service sweeps it into its routing pool, waits a random 30 to 120 s, and pays the recipients from another pool wallet, so the chain shows no transaction from you to them; the transaction ends `completed` (each leg with its own signature in `recipients[]`), or `failed` with `DEPOSIT_EXPIRED`. An overpayment is refunded with the sweep; a late deposit, one after a cancel, or one in another asset is refunded to the wallet it came from. A private swap may pay any address. An account may have at most `PRIVATE_MAX_OPEN_DEPOSITS` (1,000) private transactions awaiting their deposit at once: beyond, `422 TOO_MANY_OPEN_DEPOSITS` (`details.limit`, `details.open`) until one is paid, cancelled or expires. `503 ROUTING_UNAVAILABLE` (with `details.reason`) when the ledger cannot be reached or the pool cannot cover the payout.\n\nExample: `{"type": "payroll", "quoteId": "quo_…", "mode": "private", "sender": "<your wallet>", "recipients": [{"address": "<a>", "amount": "1200"}, {"address": "<b>", "amount": "950.5"}]}`.',
    permission: "write",
    idempotent: true,
    request: { body: json(createTransactionBody) },
    success: {
      status: 201,
      description: "The transaction: pending (wallet mode) or processing, with its deposit address (private mode)",
      schema: createdTransactionSchema,
    },
    errors: [
      "INVALID_REQUEST",
      "INVALID_QUOTE",
      "INVALID_SIGNATURE",
      "INVALID_ADDRESS",
      "INVALID_RECIPIENT",
      "INVALID_AMOUNT",
      "INSUFFICIENT_BALANCE",
      "SLIPPAGE_EXCEEDED",
      "TOO_MANY_OPEN_DEPOSITS",
      "ROUTING_UNAVAILABLE",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/payrolls/validate",
    operationId: "validatePayroll",
    tag: "Transactions",
    summary: "Validate a payroll file",
    description:
      "Checks a payroll before it is quoted: rows as JSON (`recipients`) or CSV text (`csv`, a header row naming `address` and `amount`, optional `name` and `reference`). Answers every problem of every row at once (`rows`, only the rows with problems, each numbered from 1): `invalid_address`, `token_account` (an address that is a token account, not a wallet), `service_wallet`, `duplicate` (the same address in several rows; each is told the others), `invalid_amount`, `zero_amount`, `too_many_decimals`, `amount_too_large`, `below_rent_minimum` (SOL to an address without an account, less than its rent-exempt minimum: the ledger would refuse it), `over_limit` (rows past 10,000), `malformed_row` (CSV fields missing or extra). Also the totals of the valid rows, how many token accounts paying them creates and the rent that costs (paid by the sender), and the ledger transactions (and network fee) a wallet-mode payroll of them needs. Nothing is recorded. A CSV without the required columns, or with more than 20,000 rows, is `400 INVALID_REQUEST`.",
    permission: "read",
    request: { body: json(validatePayrollBody) },
    success: { status: 200, description: "Every row's problems and the totals", schema: payrollValidationSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/transactions",
    operationId: "listTransactions",
    tag: "Transactions",
    summary: "List transactions",
    description:
      "Newest first. Extensions: filters (`type`, `mode`, `asset`, `from`, `to`), search (`q`: a transaction id, a signature or a recipient address) and a stable cursor (`startingAfter`: the last transactionId of the previous page).",
    permission: "read",
    request: { query: listTransactionsQuery },
    success: { status: 200, description: "A page of transactions", schema: transactionListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/transactions/{transactionId}",
    operationId: "getTransaction",
    tag: "Transactions",
    summary: "Get a transaction's status",
    permission: "read",
    request: { params: idParam("transactionId", "txn_7Hq2") },
    success: { status: 200, description: "The transaction", schema: transactionDetailSchema },
    errors: ["TRANSACTION_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/transactions/{transactionId}",
    operationId: "cancelTransaction",
    tag: "Transactions",
    summary: "Cancel a transaction",
    description:
      "A wallet transaction can be cancelled while pending and not yet broadcast; a private one while no deposit was detected. Counts against the per-minute cancellation limit.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("transactionId", "txn_7Hq2") },
    success: { status: 200, description: "The cancelled transaction", schema: cancelledTransactionSchema },
    errors: ["TRANSACTION_NOT_FOUND", "CANNOT_CANCEL", "ALREADY_PROCESSED", "UNAUTHORIZED", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks",
    operationId: "createWebhook",
    tag: "Webhooks",
    summary: "Register a webhook",
    description: "The signing secret is returned by this call only.",
    permission: "write",
    idempotent: true,
    request: { body: json(createWebhookBody) },
    success: { status: 201, description: "The webhook, with its secret", schema: createdWebhookSchema },
    errors: ["INVALID_REQUEST", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks",
    operationId: "listWebhooks",
    tag: "Webhooks",
    summary: "List webhooks",
    permission: "read",
    success: { status: 200, description: "The account's webhooks", schema: webhookListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks/{webhookId}",
    operationId: "getWebhook",
    tag: "Webhooks",
    summary: "Get a webhook",
    permission: "read",
    request: { params: idParam("webhookId", "wh_9Tz1") },
    success: { status: 200, description: "The webhook", schema: webhookSchema },
    errors: ["WEBHOOK_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "put",
    path: "/v1/webhooks/{webhookId}",
    operationId: "updateWebhook",
    tag: "Webhooks",
    summary: "Update a webhook",
    description:
      "Changing the URL re-enables a webhook that failing deliveries disabled; `enabled: false` pauses deliveries and `enabled: true` resumes them.",
    permission: "write",
    request: { params: idParam("webhookId", "wh_9Tz1"), body: json(updateWebhookBody) },
    success: {
      status: 200,
      description: "The updated webhook",
      schema: webhookSchema.pick({ webhookId: true, url: true, events: true, enabled: true, updatedAt: true }),
    },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/webhooks/{webhookId}",
    operationId: "deleteWebhook",
    tag: "Webhooks",
    summary: "Delete a webhook",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1") },
    success: { status: 200, description: "Deleted", schema: deletedWebhookSchema },
    errors: ["WEBHOOK_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks/{webhookId}/deliveries",
    operationId: "listWebhookDeliveries",
    tag: "Webhooks",
    summary: "List a webhook's deliveries",
    description:
      "The delivery log, newest first: every attempt with its status code, duration and the start of the answer.",
    permission: "read",
    request: { params: idParam("webhookId", "wh_9Tz1"), query: listDeliveriesQuery },
    success: { status: 200, description: "A page of deliveries", schema: deliveryListSchema },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/deliveries/{deliveryId}/retry",
    operationId: "retryWebhookDelivery",
    tag: "Webhooks",
    summary: "Retry a delivery now",
    description: "One more attempt at once, whatever the delivery's state. The result appears in the delivery log.",
    permission: "write",
    idempotent: true,
    request: {
      params: z.object({
        webhookId: z.string().openapi({ example: "wh_9Tz1" }),
        deliveryId: z.string().openapi({ example: "dlv_2Hk" }),
      }),
    },
    success: { status: 202, description: "The attempt is queued", schema: retryAcceptedSchema },
    errors: ["WEBHOOK_NOT_FOUND", "NOT_FOUND", "INVALID_REQUEST", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/test",
    operationId: "sendWebhookTestEvent",
    tag: "Webhooks",
    summary: "Send a test event",
    description: "Delivers a `webhook.test` event to this webhook through the same path as real events.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1") },
    success: { status: 202, description: "The test event is queued", schema: testEventAcceptedSchema },
    errors: ["WEBHOOK_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/rotate-secret",
    operationId: "rotateWebhookSecret",
    tag: "Webhooks",
    summary: "Rotate a webhook's signing secret",
    description:
      "Returns the new secret once. For 24 hours deliveries carry signatures with both the old and the new secret.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1"), body: { ...json(rotateSecretBody), required: false } },
    success: { status: 200, description: "The new secret", schema: rotatedSecretSchema },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/api-keys",
    operationId: "createApiKey",
    tag: "API keys",
    summary: "Create an API key",
    description: "The full key is returned by this call only.",
    permission: "admin",
    idempotent: true,
    request: { body: json(createApiKeyBody) },
    success: { status: 201, description: "The key, shown once", schema: createdApiKeySchema },
    errors: ["INVALID_REQUEST", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/api-keys",
    operationId: "listApiKeys",
    tag: "API keys",
    summary: "List API keys",
    permission: "admin",
    success: { status: 200, description: "The account's keys, without secrets", schema: apiKeyListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/api-keys/{keyId}",
    operationId: "revokeApiKey",
    tag: "API keys",
    summary: "Revoke an API key",
    permission: "admin",
    idempotent: true,
    request: { params: idParam("keyId", "key_4Lm8") },
    success: { status: 200, description: "Revoked", schema: revokedApiKeySchema },
    errors: ["NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/api-keys/{keyId}/rotate",
    operationId: "rotateApiKey",
    tag: "API keys",
    summary: "Rotate an API key",
    description:
      "Issues a new key with the same name, permission and tier; the old one keeps working for the grace period.",
    permission: "admin",
    idempotent: true,
    request: { params: idParam("keyId", "key_4Lm8"), body: { ...json(rotateApiKeyBody), required: false } },
    success: { status: 201, description: "The new key, shown once", schema: rotatedApiKeySchema },
    errors: ["INVALID_REQUEST", "NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerDashboardOperations(registry);
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument() {
  if (!cached) {
    const registry = new OpenAPIRegistry();
    registerAll(registry);
    cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Payment Service API",
        version: "1.0.0",
        description:
          "Quotes, balances, transactions (send, swap, payroll) in wallet and private mode, and webhooks, on a Solana-style ledger. Amounts are decimal strings.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: "http://localhost:3000", description: "Local: npm start" }],
      tags: [
        { name: "Tokens", description: "Supported assets" },
        { name: "Quotes", description: "Pricing with slippage protection" },
        { name: "Transactions", description: "Send, swap and payroll" },
        { name: "Webhooks", description: "Status events delivered to your endpoint" },
        { name: "API keys", description: "Key management (admin)" },
        { name: "Stats", description: "Figures for a dashboard (extension)" },
      ],
    });
  }
  return cached;
}
