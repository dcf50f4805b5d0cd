import { describe, expect, it } from "vitest";
import * as sessionRoute from "@/app/api/session/route";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { customerAccount, operatorKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

async function sessionOf(apiKey: string) {
  const response = await sessionRoute.POST(
    new Request("http://localhost:3000/api/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ apiKey }),
    }),
  );
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: response.headers.get("set-cookie")!.split(";")[0]!, "x-csrf-token": csrfToken };
}

const setStatus = (operator: TestKey, accountId: string, status: "active" | "suspended") =>
  call(accountRoute.PATCH, "PATCH", `/v1/accounts/${accountId}`, {
    key: operator.key,
    params: { accountId },
    body: { status },
  });

const hook = { url: "https://example.com/h", events: ["transaction.completed"] };

describe("a suspended account", () => {
  it("is refused with 403 ACCOUNT_SUSPENDED for its keys and sessions at once, and works again once resumed", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro");
    const headers = await sessionOf(customer.key);
    // Seen once before: the key is in this process's cache when the suspension lands.
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key: customer.key })).status).toBe(200);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { headers })).status).toBe(200);

    const suspended = await setStatus(operator, customer.principal.accountId, "suspended");
    expect(suspended.status).toBe(200);
    expect(suspended.body.account.status).toBe("suspended");

    const byKey = await call(tokensRoute.GET, "GET", "/v1/tokens", { key: customer.key });
    expectErrorShape(byKey, "ACCOUNT_SUSPENDED", 403);
    expect(byKey.body.error.details.accountId).toBe(customer.principal.accountId);
    expectErrorShape(
      await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key: customer.key, body: hook }),
      "ACCOUNT_SUSPENDED",
      403,
    );
    expectErrorShape(await call(tokensRoute.GET, "GET", "/v1/tokens", { headers }), "ACCOUNT_SUSPENDED", 403);
    expectErrorShape(
      await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers, body: hook }),
      "ACCOUNT_SUSPENDED",
      403,
    );
    // Its key opens no new dashboard session either.
    const signIn = await call(sessionRoute.POST, "POST", "/api/session", { body: { apiKey: customer.key } });
    expectErrorShape(signIn, "ACCOUNT_SUSPENDED", 403);
    expect(signIn.headers.get("set-cookie")).toBeNull();
    // The refused create changed nothing.
    expect((await setStatus(operator, customer.principal.accountId, "active")).status).toBe(200);
    const hooks = await call(webhooksRoute.GET, "GET", "/v1/webhooks", { key: customer.key });
    expect(hooks.status).toBe(200);
    expect(hooks.body.webhooks).toEqual([]);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { headers })).status).toBe(200);
    expect((await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers, body: hook })).status).toBe(201);
  });

  it("tells the dashboard whether its session is the operator's (the operator pages show for it only)", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro");
    for (const [key, isOperator] of [
      [operator.key, true],
      [customer.key, false],
    ] as const) {
      const { cookie } = await sessionOf(key);
      const session = await call(sessionRoute.GET, "GET", "/api/session", { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(session.body.isOperator).toBe(isOperator);
    }
  });

  it("does not touch other accounts: the operator and another customer keep working", async () => {
    const operator = await operatorKey();
    const suspendedOne = await customerAccount(operator, "pro", "Suspended");
    const other = await customerAccount(operator, "pro", "Other");
    await setStatus(operator, suspendedOne.principal.accountId, "suspended");
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key: other.key })).status).toBe(200);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key: operator.key })).status).toBe(200);
  });
});
