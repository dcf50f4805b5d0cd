import { describe, expect, it } from "vitest";
import * as sessionRoute from "@/app/api/session/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";

async function signIn(apiKey: string) {
  const response = await sessionRoute.POST(
    new Request("http://localhost:3000/api/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ apiKey }),
    }),
  );
  return { response, body: (await response.json()) as { csrfToken?: string; error?: { code: string } } };
}

describe("dashboard sessions", () => {
  it("trades an API key for an httpOnly, SameSite=Strict cookie that authenticates like the key", async () => {
    const { key } = await newAccountKey("write");
    const { response, body } = await signIn(key);
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^ps_session=[0-9A-Za-z]{40}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    expect(cookie).not.toContain(key);
    const headers = { cookie: cookie.split(";")[0]! };
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { headers })).status).toBe(200);

    const hook = { url: "https://example.com/h", events: ["transaction.completed"] };
    const withoutCsrf = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers, body: hook });
    expectErrorShape(withoutCsrf, "FORBIDDEN", 403);
    const withCsrf = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      headers: { ...headers, "x-csrf-token": body.csrfToken! },
      body: hook,
    });
    expect(withCsrf.status).toBe(201);
  });

  it("refuses a bad key, and ends with sign-out", async () => {
    const bad = await signIn("psk_test_nope");
    expect(bad.response.status).toBe(401);
    expect(bad.body.error?.code).toBe("UNAUTHENTICATED");

    const { key } = await newAccountKey("read");
    const { response } = await signIn(key);
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    await sessionRoute.DELETE(
      new Request("http://localhost:3000/api/session", { method: "DELETE", headers: { cookie } }),
    );
    const refused = await call(tokensRoute.GET, "GET", "/v1/tokens", { headers: { cookie, ...ownClientAddress() } });
    expectErrorShape(refused, "UNAUTHENTICATED", 401);
  });
});
