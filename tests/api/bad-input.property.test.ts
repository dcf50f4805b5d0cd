import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as challengeRoute from "@/app/api/session/challenge/route";
import * as sessionRoute from "@/app/api/session/route";
import * as rotateKeyRoute from "@/app/v1/api-keys/[keyId]/rotate/route";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as balancesRoute from "@/app/v1/balances/[address]/route";
import * as counterpartyRoute from "@/app/v1/counterparties/[counterpartyId]/route";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import * as faucetRoute from "@/app/v1/faucet/route";
import * as memberRoute from "@/app/v1/members/[memberId]/route";
import * as membersRoute from "@/app/v1/members/route";
import * as quoteRoute from "@/app/v1/quote/route";
import * as refreshRoute from "@/app/v1/quotes/[quoteId]/refresh/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as prepareRoute from "@/app/v1/transactions/prepare/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import * as retryRoute from "@/app/v1/webhooks/[webhookId]/deliveries/[deliveryId]/retry/route";
import * as deliveriesRoute from "@/app/v1/webhooks/[webhookId]/deliveries/route";
import * as rotateSecretRoute from "@/app/v1/webhooks/[webhookId]/rotate-secret/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as testEventRoute from "@/app/v1/webhooks/[webhookId]/test/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { resetEnv } from "@/server/env";
import { testDevnet } from "../devnet/harness";
import { newAccountKey } from "../support/accounts";
import { type CallResult, call } from "../support/call";

/**
 * Every operation of the API (and the dashboard's session routes) is fed generated bad requests: malformed JSON,
 * wrong types, huge, negative and over-precise amounts, invalid and off-curve addresses, duplicate recipients,
 * malformed base64 and malformed transactions. Each must answer 4xx in the error shape, never 5xx.
 */
type Operation = {
  name: string;
  handler: unknown;
  method: string;
  path: string;
  params?: string[];
  body?: fc.Arbitrary<Payload>;
  query?: fc.Arbitrary<Record<string, string>>;
};
type Payload = { body?: unknown; rawBody?: string };

let world: Awaited<ReturnType<typeof testDevnet>>;
let sentRequests = 0;
let realQuoteId = "";
let validTransaction = "";

beforeAll(async () => {
  world = await testDevnet(undefined, 100);
  process.env.SOLANA_RPC_URL = world.devnet.url;
  process.env.EMBEDDED_DEVNET = "1";
  resetEnv();
  const { key } = await newAccountKey("write");
  const quote = await call(quoteRoute.GET, "GET", "/v1/quote", {
    key,
    query: { inputAsset: "USDC", outputAsset: "USDC", amount: "5", mode: "wallet" },
  });
  realQuoteId = quote.body.quoteId;
  const payer = Keypair.generate();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: bs58.encode(Buffer.alloc(32, 7)),
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5 }),
    ],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  validTransaction = Buffer.from(tx.serialize()).toString("base64");
});

afterAll(async () => {
  console.log(`generated bad requests: ${sentRequests}, none answered 5xx`);
  expect(sentRequests).toBeGreaterThanOrEqual(1_000);
  await world.devnet.close();
  delete process.env.SOLANA_RPC_URL;
  delete process.env.EMBEDDED_DEVNET;
  resetEnv();
});

const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
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
const amounts = fc.oneof(
  fc.constantFrom("-1", "0", "1e9", ".5", "1.", "0.0000000001", "18446744073709551616", "99999999999999999999999999"),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.integer().map((n) => `${n}.${"1".repeat(12)}`),
  nastyText,
);
const addresses = fc.oneof(
  fc.constant(null).map(() => Keypair.generate().publicKey.toBase58()),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => bs58.encode(bytes)),
  fc.uint8Array({ minLength: 1, maxLength: 40 }).map((bytes) => bs58.encode(bytes)),
  fc.constantFrom("So11111111111111111111111111111111111111112", "0OIl", "11111111111111111111111111111111"),
  nastyText,
);
const recipientLists = fc.oneof(
  fc.array(fc.record({ address: addresses, amount: amounts }), { maxLength: 6 }),
  fc.record({ address: addresses, amount: amounts }).map((r) => [r, r, { ...r, amount: "1" }]),
  fc.array(fc.anything(), { maxLength: 3 }),
);
const signedTransactions = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("base64")),
  fc.array(fc.record({ at: fc.nat(), byte: fc.nat(255) }), { minLength: 1, maxLength: 6 }).map((changes) => {
    const bytes = Buffer.from(validTransaction, "base64");
    for (const { at, byte } of changes) bytes[at % bytes.length] = byte;
    return bytes.toString("base64");
  }),
  fc.constant(null).map(() => validTransaction),
  nastyText,
);
const quoteIds = fc.oneof(
  nastyText,
  fc.constant(null).map(() => realQuoteId),
);
const transactionBodies: fc.Arbitrary<Payload> = fc
  .record(
    {
      type: fc.oneof(fc.constantFrom("send", "swap", "payroll"), nastyText),
      quoteId: quoteIds,
      mode: fc.oneof(fc.constantFrom("wallet", "private"), nastyText),
      sender: addresses,
      recipients: recipientLists,
      signedTransaction: signedTransactions,
    },
    { requiredKeys: [] },
  )
  .map((body) => ({ body }));

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
  "address",
  "asset",
  "apiKey",
);
const anyBodies: fc.Arbitrary<Payload> = fc.oneof(
  fc.json().map((rawBody) => ({ rawBody })),
  fc.string().map((rawBody) => ({ rawBody })),
  fc.constantFrom('{"a":', "[".repeat(5000), '{"url": 1e999}', "\u0000").map((rawBody) => ({ rawBody })),
  fc.dictionary(fieldNames, fc.oneof(fc.anything(), nastyText, amounts, addresses), { maxKeys: 6 }).map((body) => ({
    body,
  })),
);
const queryStrings = fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 10 })), fc.oneof(nastyText, amounts), {
  maxKeys: 6,
});
const quoteQueries = fc.record(
  {
    inputAsset: fc.oneof(fc.constantFrom("SOL", "USDC", "USDT", "sol"), nastyText),
    outputAsset: fc.oneof(fc.constantFrom("SOL", "USDC", "USDT"), nastyText),
    amount: amounts,
    mode: fc.oneof(fc.constantFrom("wallet", "private"), nastyText),
    slippageBps: fc.oneof(fc.integer().map(String), nastyText),
  },
  { requiredKeys: [] },
);
const faucetBodies: fc.Arbitrary<Payload> = fc
  .record(
    { address: addresses, asset: fc.oneof(fc.constantFrom("SOL", "USDC", "BTC"), nastyText), amount: amounts },
    { requiredKeys: [] },
  )
  .map((body) => ({ body }));

const operations: Operation[] = [
  { name: "listTokens", handler: tokensRoute.GET, method: "GET", path: "/v1/tokens" },
  { name: "getBalances", handler: balancesRoute.GET, method: "GET", path: "/v1/balances/x", params: ["address"] },
  { name: "fundFromFaucet", handler: faucetRoute.POST, method: "POST", path: "/v1/faucet", body: faucetBodies },
  { name: "getQuote", handler: quoteRoute.GET, method: "GET", path: "/v1/quote", query: quoteQueries },
  {
    name: "refreshQuote",
    handler: refreshRoute.POST,
    method: "POST",
    path: "/v1/quotes/x/refresh",
    params: ["quoteId"],
  },
  {
    name: "prepareTransaction",
    handler: prepareRoute.POST,
    method: "POST",
    path: "/v1/transactions/prepare",
    body: transactionBodies,
  },
  {
    name: "createTransaction",
    handler: transactionsRoute.POST,
    method: "POST",
    path: "/v1/transactions",
    body: transactionBodies,
  },
  { name: "listTransactions", handler: transactionsRoute.GET, method: "GET", path: "/v1/transactions" },
  {
    name: "getTransaction",
    handler: transactionRoute.GET,
    method: "GET",
    path: "/v1/transactions/x",
    params: ["transactionId"],
  },
  {
    name: "cancelTransaction",
    handler: transactionRoute.DELETE,
    method: "DELETE",
    path: "/v1/transactions/x",
    params: ["transactionId"],
  },
  { name: "createWebhook", handler: webhooksRoute.POST, method: "POST", path: "/v1/webhooks" },
  { name: "listWebhooks", handler: webhooksRoute.GET, method: "GET", path: "/v1/webhooks" },
  { name: "getWebhook", handler: webhookRoute.GET, method: "GET", path: "/v1/webhooks/x", params: ["webhookId"] },
  { name: "updateWebhook", handler: webhookRoute.PUT, method: "PUT", path: "/v1/webhooks/x", params: ["webhookId"] },
  {
    name: "deleteWebhook",
    handler: webhookRoute.DELETE,
    method: "DELETE",
    path: "/v1/webhooks/x",
    params: ["webhookId"],
  },
  {
    name: "listWebhookDeliveries",
    handler: deliveriesRoute.GET,
    method: "GET",
    path: "/v1/webhooks/x/deliveries",
    params: ["webhookId"],
  },
  {
    name: "retryWebhookDelivery",
    handler: retryRoute.POST,
    method: "POST",
    path: "/v1/webhooks/x/deliveries/y/retry",
    params: ["webhookId", "deliveryId"],
  },
  {
    name: "sendWebhookTestEvent",
    handler: testEventRoute.POST,
    method: "POST",
    path: "/v1/webhooks/x/test",
    params: ["webhookId"],
  },
  {
    name: "rotateWebhookSecret",
    handler: rotateSecretRoute.POST,
    method: "POST",
    path: "/v1/webhooks/x/rotate-secret",
    params: ["webhookId"],
  },
  { name: "createApiKey", handler: keysRoute.POST, method: "POST", path: "/v1/api-keys" },
  { name: "listApiKeys", handler: keysRoute.GET, method: "GET", path: "/v1/api-keys" },
  { name: "revokeApiKey", handler: keyRoute.DELETE, method: "DELETE", path: "/v1/api-keys/x", params: ["keyId"] },
  {
    name: "rotateApiKey",
    handler: rotateKeyRoute.POST,
    method: "POST",
    path: "/v1/api-keys/x/rotate",
    params: ["keyId"],
  },
  { name: "addMember", handler: membersRoute.POST, method: "POST", path: "/v1/members" },
  { name: "listMembers", handler: membersRoute.GET, method: "GET", path: "/v1/members" },
  {
    name: "changeMemberRole",
    handler: memberRoute.PATCH,
    method: "PATCH",
    path: "/v1/members/x",
    params: ["memberId"],
  },
  { name: "removeMember", handler: memberRoute.DELETE, method: "DELETE", path: "/v1/members/x", params: ["memberId"] },
  { name: "setApiKeyLimits", handler: keyRoute.PATCH, method: "PATCH", path: "/v1/api-keys/x", params: ["keyId"] },
  { name: "addCounterparty", handler: counterpartiesRoute.POST, method: "POST", path: "/v1/counterparties" },
  { name: "listCounterparties", handler: counterpartiesRoute.GET, method: "GET", path: "/v1/counterparties" },
  {
    name: "updateCounterparty",
    handler: counterpartyRoute.PATCH,
    method: "PATCH",
    path: "/v1/counterparties/x",
    params: ["counterpartyId"],
  },
  {
    name: "deleteCounterparty",
    handler: counterpartyRoute.DELETE,
    method: "DELETE",
    path: "/v1/counterparties/x",
    params: ["counterpartyId"],
  },
  { name: "session challenge", handler: challengeRoute.POST, method: "POST", path: "/api/session/challenge" },
  { name: "session sign-in", handler: sessionRoute.POST, method: "POST", path: "/api/session" },
  { name: "session lookup", handler: sessionRoute.GET, method: "GET", path: "/api/session" },
  { name: "session sign-out", handler: sessionRoute.DELETE, method: "DELETE", path: "/api/session" },
];

const runsPerOperation = 45;

/** Private mode is not offered yet: a valid private request is 503 ROUTING_UNAVAILABLE by contract, not a fault. */
const notOffered = (result: CallResult) => result.status === 503 && result.body?.error?.code === "ROUTING_UNAVAILABLE";

function expectClientError(result: CallResult, context: unknown) {
  if (notOffered(result)) return;
  if (result.status >= 500 || (result.status >= 400 && typeof result.body?.error?.code !== "string")) {
    throw new Error(`bad answer ${result.status} ${JSON.stringify(result.body)} for ${JSON.stringify(context)}`);
  }
}

describe(`generated bad input, ${runsPerOperation} requests for each of ${operations.length} operations and more`, () => {
  for (const operation of operations) {
    it(`${operation.method} ${operation.name}: only 4xx in the error shape, or a success`, async () => {
      const { key } = await newAccountKey("admin", "enterprise");
      const params = fc.tuple(...(operation.params ?? []).map(() => fc.oneof(nastyText, addresses)));
      const headers = fc.option(
        fc.record({
          "content-type": fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
          origin: fc.constantFrom("https://evil.example", "http://localhost:3000", "null"),
        }),
        { nil: undefined },
      );
      await fc.assert(
        fc.asyncProperty(
          operation.query ?? queryStrings,
          operation.body ?? anyBodies,
          params,
          headers,
          async (query, payload, paramValues, extraHeaders) => {
            const names = operation.params ?? [];
            sentRequests++;
            const result = await call(operation.handler, operation.method, operation.path, {
              key,
              query,
              ...(operation.method === "GET" ? {} : payload),
              headers: extraHeaders,
              params: Object.fromEntries(names.map((name, i) => [name, paramValues[i] as string])),
            });
            expectClientError(result, { query, payload, paramValues });
            if (result.status < 400) expect(result.status).toBeLessThan(300);
          },
        ),
        { numRuns: runsPerOperation },
      );
    }, 60_000);
  }
});
