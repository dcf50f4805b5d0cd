import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { createPaymentClient, PaymentApiError, unwrap } from "@/client";
import { runExample } from "@/client/example";
import { newAccountKey } from "../support/accounts";
import { ownClientAddress } from "../support/own-client-address";
import { serveRoutes } from "../support/route-server";

let server: Awaited<ReturnType<typeof serveRoutes>>;

beforeAll(async () => {
  server = await serveRoutes([
    ["GET", /^\/v1\/tokens$/, tokensRoute.GET],
    ["GET", /^\/v1\/quote$/, quoteRoute.GET],
    ["GET", /^\/v1\/transactions$/, transactionsRoute.GET],
    ["GET", /^\/v1\/webhooks$/, webhooksRoute.GET],
    ["POST", /^\/v1\/webhooks$/, webhooksRoute.POST],
    ["PUT", /^\/v1\/webhooks\/(?<webhookId>[^/]+)$/, webhookRoute.PUT],
    ["DELETE", /^\/v1\/webhooks\/(?<webhookId>[^/]+)$/, webhookRoute.DELETE],
  ]);
});
afterAll(() => server.close());

describe("the typed client (client/) against a running server", () => {
  it("runs the README's example: tokens, a quote, a refused amount, recent transactions", async () => {
    const { key } = await newAccountKey("read");
    const result = await runExample(createPaymentClient({ baseUrl: server.url, apiKey: key }));
    expect(result.tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(["SOL", "USDC", "USDT"]));
    expect(result.quote).toMatchObject({ inputAsset: "SOL", outputAsset: "USDC", inputAmount: "1.5" });
    expect(result.quote.outputAmount).toMatch(/^\d+(\.\d+)?$/);
    expect(result.refusal).toBeInstanceOf(PaymentApiError);
    expect(result.refusal?.status).toBe(400);
    expect(result.recent.transactions).toEqual([]);
  });

  it("creates, updates and deletes a webhook with typed bodies, and turns errors into PaymentApiError", async () => {
    const { key } = await newAccountKey("write");
    const client = createPaymentClient({ baseUrl: server.url, apiKey: key });
    const created = await unwrap(
      client.POST("/v1/webhooks", {
        body: { url: "https://example.com/hooks", events: ["transaction.completed"] },
        headers: { "idempotency-key": `client-test-${Date.now()}` },
      }),
    );
    expect(created.secret).toMatch(/^whsec_/);
    const webhookId = created.webhookId;
    const updated = await unwrap(
      client.PUT("/v1/webhooks/{webhookId}", {
        params: { path: { webhookId } },
        body: { events: ["transaction.completed", "transaction.failed"] },
      }),
    );
    expect(updated.events).toEqual(["transaction.completed", "transaction.failed"]);
    await unwrap(client.DELETE("/v1/webhooks/{webhookId}", { params: { path: { webhookId } } }));

    const gone = await unwrap(client.DELETE("/v1/webhooks/{webhookId}", { params: { path: { webhookId } } })).catch(
      (error: unknown) => error,
    );
    expect(gone).toBeInstanceOf(PaymentApiError);
    expect(gone).toMatchObject({ status: 404, code: "WEBHOOK_NOT_FOUND" });
    expect((gone as PaymentApiError).requestId).toMatch(/^[0-9a-f-]{36}$/);

    // An address of its own: other files of this worker may have spent the shared anonymous limit.
    const anonymous = createPaymentClient({ baseUrl: server.url, headers: ownClientAddress() });
    await expect(unwrap(anonymous.GET("/v1/webhooks"))).rejects.toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });
});
