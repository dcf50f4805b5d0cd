import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import * as unknownRoute from "@/app/v1/[[...unknown]]/route";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { getDb } from "@/server/db/client";
import { idempotencyRecords } from "@/server/db/schema";
import { idempotencyPrincipal } from "@/server/http/idempotency";
import { customerAccount, newAccountKey, operatorKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { roomLeftInMinute } from "../support/minute-window";
import { ownClientAddress } from "../support/own-client-address";

function expectStandardHeaders(headers: Headers) {
  expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number(headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
  expect(headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
  expect(Number(headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 - 1);
}

describe("authentication", () => {
  it("refuses missing, malformed, unknown and revoked keys with 401 and the standard headers", async () => {
    const unknown = `psk_test_${"A".repeat(32)}`;
    const client = ownClientAddress();
    for (const authorization of [undefined, "Bearer", "Basic abc", "Bearer nope", `Bearer ${unknown}`]) {
      const headers: Record<string, string> = authorization ? { ...client, authorization } : client;
      const result = await call(tokensRoute.GET, "GET", "/v1/tokens", { headers });
      expectErrorShape(result, "UNAUTHENTICATED", 401);
      expectStandardHeaders(result.headers);
    }
  });

  it("answers with a request id and rate-limit headers on success", async () => {
    const { key } = await newAccountKey("read", "pro");
    const result = await call(tokensRoute.GET, "GET", "/v1/tokens", { key });
    expect(result.status).toBe(200);
    expectStandardHeaders(result.headers);
    expect(result.headers.get("x-ratelimit-limit")).toBe("300");
    expect(result.headers.get("x-ratelimit-remaining")).toBe("299");
  });
});

describe("the headers of the answers no handler of the route gives", () => {
  /** The answers a route gives without its handler: its preflight, a method it does not take, a path nobody serves. */
  const edges = (options: { key?: string; headers?: Record<string, string> }) => [
    () => call(webhooksRoute.OPTIONS, "OPTIONS", "/v1/webhooks", options),
    () => call(webhooksRoute.DELETE, "DELETE", "/v1/webhooks", options),
    () => call(unknownRoute.GET, "GET", "/v1/no/such/path", options),
    () => call(unknownRoute.OPTIONS, "OPTIONS", "/v1/no/such/path", options),
    () => call(payRoute.OPTIONS, "OPTIONS", "/api/pay/pr_x", options),
  ];
  const statuses = [204, 405, 404, 404, 204];

  /** Each answer has the request id and was counted in the window of `limit` requests. */
  async function expectCounted(options: { key?: string; headers?: Record<string, string> }, limit: string) {
    for (const [i, edge] of edges(options).entries()) {
      const result = await edge();
      expect(result.status, JSON.stringify(result.body)).toBe(statuses[i]);
      expectStandardHeaders(result.headers);
      expect(result.headers.get("x-ratelimit-limit")).toBe(limit);
      expect(Number(result.headers.get("x-ratelimit-remaining"))).toBeLessThan(Number(limit));
    }
  }

  it("counts them against the key's account, not the client's address, with the request id", async () => {
    const { key } = await newAccountKey("read", "pro");
    const client = ownClientAddress();
    await expectCounted({ key, headers: client }, "300");
    // The client's address was not charged: its first anonymous request still has all but one of 60 left.
    const anonymous = await call(unknownRoute.GET, "GET", "/v1/no/such/path", { headers: client });
    expect(anonymous.headers.get("x-ratelimit-limit")).toBe("60");
    expect(anonymous.headers.get("x-ratelimit-remaining")).toBe("59");
  });

  it("counts them against the client's address without a key", async () => {
    await expectCounted({ headers: ownClientAddress() }, "60");
  });

  it("gives a suspended account's refusals the limit headers of its account", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro");
    const params = { accountId: customer.principal.accountId };
    const body = { status: "suspended" };
    expect(
      (await call(accountRoute.PATCH, "PATCH", "/v1/accounts/x", { key: operator.key, params, body })).status,
    ).toBe(200);
    const refused = await call(tokensRoute.GET, "GET", "/v1/tokens", { key: customer.key });
    expectErrorShape(refused, "ACCOUNT_SUSPENDED", 403);
    expectStandardHeaders(refused.headers);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("300");
  });
});

describe("rate limits", () => {
  it("gives a free key 60 requests a minute, then 429 with Retry-After", async () => {
    const { key } = await newAccountKey("read", "free");
    await roomLeftInMinute(15_000);
    const remaining: number[] = [];
    for (let i = 0; i < 60; i++) {
      const result = await call(tokensRoute.GET, "GET", "/v1/tokens", { key });
      expect(result.status).toBe(200);
      remaining.push(Number(result.headers.get("x-ratelimit-remaining")));
    }
    expect(remaining[0]).toBe(59);
    expect(remaining[59]).toBe(0);
    const limited = await call(tokensRoute.GET, "GET", "/v1/tokens", { key });
    expectErrorShape(limited, "RATE_LIMIT_EXCEEDED", 429);
    expect(limited.body.error.details.scope).toBe("minute");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectStandardHeaders(limited.headers);
  });

  it("allows a free key 10 cancellations a minute", async () => {
    const { key } = await newAccountKey("write", "free");
    await roomLeftInMinute(15_000);
    const params = { transactionId: "txn_missing" };
    for (let i = 0; i < 10; i++) {
      const result = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/txn_missing", { key, params });
      expectErrorShape(result, "TRANSACTION_NOT_FOUND", 404);
    }
    const limited = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/txn_missing", { key, params });
    expectErrorShape(limited, "RATE_LIMIT_EXCEEDED", 429);
    expect(limited.body.error.details.scope).toBe("cancel");
    expect(limited.headers.get("x-ratelimit-limit")).toBe("10");
    // Reads still pass: the cancellation limit is a sub-limit.
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key })).status).toBe(200);
  });

  it("stops a key at its monthly quota until the next month", async () => {
    const { key, principal } = await newAccountKey("read", "free");
    const now = new Date();
    const counter = `monthly:${principal.accountId}:${now.getUTCFullYear()}-${now.getUTCMonth() + 1}`;
    const db = await getDb();
    // 10,000 real requests would trip the minute limit first: start the month's counter where a busy month ends.
    await db.execute(
      sql`insert into rate_limits (key, points, expire) values (${counter}, 10000, now() + interval '20 days')`,
    );
    const limited = await call(tokensRoute.GET, "GET", "/v1/tokens", { key });
    expectErrorShape(limited, "RATE_LIMIT_EXCEEDED", 429);
    expect(limited.body.error.details.scope).toBe("monthly");
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
    expect(Number(limited.headers.get("x-ratelimit-reset"))).toBe(nextMonth);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("10000");
  });
});

describe("idempotency", () => {
  const body = { url: "https://example.com/hooks", events: ["transaction.completed"] };

  it("replays the first response for the same key and body, and creates only once", async () => {
    const { key } = await newAccountKey("write");
    const headers = { "idempotency-key": "create-hook-1" };
    const first = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key, body, headers });
    const second = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      rawBody: JSON.stringify({ events: body.events, url: body.url }),
      headers,
    });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    const list = await call(webhooksRoute.GET, "GET", "/v1/webhooks", { key });
    expect(list.body.webhooks).toHaveLength(1);
  });

  it("stores replayable answers sealed: a new key or webhook secret is never kept in plaintext", async () => {
    const admin = await newAccountKey("admin");
    const headers = { "idempotency-key": "sealed-1" };
    const hook = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key: admin.key, body, headers });
    const madeKey = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "sealed", permission: "read" },
      headers: { "idempotency-key": "sealed-2" },
    });
    const db = await getDb();
    const stored = JSON.stringify(
      await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.accountId, admin.principal.accountId)),
    );
    expect(stored).not.toContain(hook.body.secret);
    expect(stored).not.toContain(madeKey.body.key);
    const replay = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key: admin.key, body, headers });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.secret).toBe(hook.body.secret);
  });

  it("replays stored errors too, and refuses the same key with another body", async () => {
    const { key } = await newAccountKey("write");
    const headers = { "idempotency-key": "k-2" };
    const bad = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key, body: { url: "nope" }, headers });
    const replay = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key, body: { url: "nope" }, headers });
    expect(bad.status).toBe(400);
    expect(replay.status).toBe(400);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const conflict = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key, body, headers });
    expectErrorShape(conflict, "IDEMPOTENCY_CONFLICT", 409);
    expect(conflict.body.error.details.reason).toBe("different_request");
  });

  it("refuses a key whose first request is still running", async () => {
    const { key, principal } = await newAccountKey("write");
    const db = await getDb();
    await db.insert(idempotencyRecords).values({
      accountId: principal.accountId,
      principal: idempotencyPrincipal(principal),
      key: "busy",
      requestHash: "x",
      expiresAt: new Date(Date.now() + 60_000),
    });
    const result = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body,
      headers: { "idempotency-key": "busy" },
    });
    expectErrorShape(result, "IDEMPOTENCY_CONFLICT", 409);
  });

  it("scopes keys per account", async () => {
    const a = await newAccountKey("write");
    const b = await newAccountKey("write");
    const headers = { "idempotency-key": "shared-name" };
    const first = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key: a.key, body, headers });
    const second = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key: b.key, body, headers });
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.webhookId).not.toBe(first.body.webhookId);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const { key } = await newAccountKey("write");
    const result = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body,
      headers: { "idempotency-key": "x".repeat(300) },
    });
    expectErrorShape(result, "INVALID_REQUEST", 400);
  });
});
