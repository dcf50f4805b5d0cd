import { describe, expect, it } from "vitest";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import * as accountsRoute from "@/app/v1/accounts/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import { addKey, customerAccount, newAccountKey, operatorKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";

const get = (key: string, accountId: string) =>
  call(accountRoute.GET, "GET", `/v1/accounts/${accountId}`, { key, params: { accountId } });

const patch = (key: string, accountId: string, body: unknown) =>
  call(accountRoute.PATCH, "PATCH", `/v1/accounts/${accountId}`, { key, params: { accountId }, body });

describe("accounts run by the operator", () => {
  it("creates a customer account with its first admin key, shown once, which works at once", async () => {
    const operator = await operatorKey();
    const made = await call(accountsRoute.POST, "POST", "/v1/accounts", {
      key: operator.key,
      body: { name: "Acme Payroll", tier: "free" },
    });
    expect(made.status).toBe(201);
    expect(made.body.account).toMatchObject({ name: "Acme Payroll", tier: "free", status: "active", operator: false });
    expect(made.body.account.accountId).toMatch(/^acc_/);
    expect(made.body.adminKey).toMatch(/^psk_(test|live)_/);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key: made.body.adminKey })).status).toBe(200);

    const detail = await get(operator.key, made.body.account.accountId);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain(made.body.adminKey);
    expect(detail.body.usage).toMatchObject({ quota: 10_000, perMinute: 60 });
  });

  it("lists accounts newest first, filtered by tier and status, page by page with a cursor", async () => {
    const operator = await operatorKey();
    const first = await customerAccount(operator, "enterprise", "First");
    const second = await customerAccount(operator, "enterprise", "Second");
    await patch(operator.key, first.principal.accountId, { status: "suspended" });

    const enterprise = await call(accountsRoute.GET, "GET", "/v1/accounts", {
      key: operator.key,
      query: { tier: "enterprise", limit: 100 },
    });
    const ids = enterprise.body.accounts.map((a: { accountId: string }) => a.accountId);
    expect(ids.indexOf(second.principal.accountId)).toBeLessThan(ids.indexOf(first.principal.accountId));
    expect(enterprise.body.accounts.every((a: { tier: string }) => a.tier === "enterprise")).toBe(true);

    const suspended = await call(accountsRoute.GET, "GET", "/v1/accounts", {
      key: operator.key,
      query: { status: "suspended" },
    });
    expect(suspended.body.accounts.map((a: { accountId: string }) => a.accountId)).toEqual([first.principal.accountId]);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const query: Record<string, string | number> = { limit: 1, ...(cursor && { startingAfter: cursor }) };
      const result = await call(accountsRoute.GET, "GET", "/v1/accounts", { key: operator.key, query });
      expect(result.status).toBe(200);
      expect(result.body.accounts.length).toBeLessThanOrEqual(1);
      seen.push(...result.body.accounts.map((a: { accountId: string }) => a.accountId));
      if (!result.body.hasMore) break;
      cursor = seen.at(-1);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([first.principal.accountId, second.principal.accountId]));
  });

  it("counts this month's requests of the account against its quota", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro");
    for (let i = 0; i < 5; i++) await call(tokensRoute.GET, "GET", "/v1/tokens", { key: customer.key });
    // Counted by the rate limiter, which adds its counts to the shared counter every second.
    const detail = await eventually(async () => {
      const got = await get(operator.key, customer.principal.accountId);
      return got.body.usage.requests === 5 && got;
    });
    expect(detail.body.usage.quota).toBe(100_000);
    expect(detail.body.usage.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("renames and re-tiers an account; the new tier's limits apply to its keys at once", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "free");
    expect(
      (await call(tokensRoute.GET, "GET", "/v1/tokens", { key: customer.key })).headers.get("x-ratelimit-limit"),
    ).toBe("60");
    const changed = await patch(operator.key, customer.principal.accountId, { name: "Renamed", tier: "pro" });
    expect(changed.status).toBe(200);
    expect(changed.body.account).toMatchObject({ name: "Renamed", tier: "pro", status: "active" });
    const after = await call(tokensRoute.GET, "GET", "/v1/tokens", { key: customer.key });
    expect(after.headers.get("x-ratelimit-limit")).toBe("300");
  });

  it("answers 403 FORBIDDEN to a customer account's admin, and to a non-admin key of the operator", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro");
    const other = await newAccountKey("admin");
    for (const key of [customer.key, other.key]) {
      const list = await call(accountsRoute.GET, "GET", "/v1/accounts", { key });
      expectErrorShape(list, "FORBIDDEN", 403);
      expect(list.body.error.details.reason).toBe("operator_only");
      const create = await call(accountsRoute.POST, "POST", "/v1/accounts", { key, body: { name: "x", tier: "pro" } });
      expectErrorShape(create, "FORBIDDEN", 403);
      expectErrorShape(await get(key, operator.principal.accountId), "FORBIDDEN", 403);
      expectErrorShape(await patch(key, customer.principal.accountId, { status: "suspended" }), "FORBIDDEN", 403);
    }
    const reader = await addKey(operator.principal.accountId, "read");
    expectErrorShape(await call(accountsRoute.GET, "GET", "/v1/accounts", { key: reader.key }), "FORBIDDEN", 403);
    // Nothing was changed by the refused calls.
    expect((await get(operator.key, customer.principal.accountId)).body.account.status).toBe("active");
  });

  it("refuses bad input with 4xx in the error shape", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro");
    const post = (body: unknown) => call(accountsRoute.POST, "POST", "/v1/accounts", { key: operator.key, body });
    expectErrorShape(await post({ name: "x", tier: "platinum" }), "INVALID_REQUEST", 400);
    expectErrorShape(await post({ name: "x".repeat(101), tier: "pro" }), "INVALID_REQUEST", 400);
    expectErrorShape(await post({ name: "   ", tier: "pro" }), "INVALID_REQUEST", 400);
    expectErrorShape(await post({ name: "x", tier: "pro", operator: true }), "INVALID_REQUEST", 400);
    const list = (query: Record<string, string | number>) =>
      call(accountsRoute.GET, "GET", "/v1/accounts", { key: operator.key, query });
    expectErrorShape(await list({ startingAfter: "acc_doesNotExist" }), "INVALID_REQUEST", 400);
    expectErrorShape(await list({ limit: 101 }), "INVALID_REQUEST", 400);
    expectErrorShape(await list({ tier: "gold" }), "INVALID_REQUEST", 400);
    expectErrorShape(await get(operator.key, "acc_doesNotExist"), "NOT_FOUND", 404);
    expectErrorShape(await get(operator.key, "x".repeat(65)), "NOT_FOUND", 404);
    expectErrorShape(await patch(operator.key, "acc_doesNotExist", { name: "y" }), "NOT_FOUND", 404);
    expectErrorShape(await patch(operator.key, customer.principal.accountId, {}), "INVALID_REQUEST", 400);
    expectErrorShape(
      await patch(operator.key, customer.principal.accountId, { status: "closed" }),
      "INVALID_REQUEST",
      400,
    );

    const self = await patch(operator.key, operator.principal.accountId, { status: "suspended" });
    expectErrorShape(self, "CANNOT_SUSPEND_OPERATOR", 409);
    expect((await get(operator.key, operator.principal.accountId)).body.account.status).toBe("active");
  });
});
