import { describe, expect, it } from "vitest";
import * as rotateRoute from "@/app/v1/api-keys/[keyId]/rotate/route";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import { getDb } from "@/server/db/client";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";

describe("API keys", () => {
  it("creates a key shown once, lists it without the secret, and the new key works", async () => {
    const admin = await newAccountKey("admin", "pro");
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "reporting", permission: "read", tier: "pro" },
    });
    expect(made.status).toBe(201);
    expect(made.body.key).toMatch(/^psk_test_[0-9A-Za-z]{32}$/);
    expect(made.body).toMatchObject({ name: "reporting", permission: "read", tier: "pro", revokedAt: null });

    const list = await call(keysRoute.GET, "GET", "/v1/api-keys", { key: admin.key });
    expect(list.status).toBe(200);
    expect(list.body.apiKeys).toHaveLength(2);
    expect(JSON.stringify(list.body)).not.toContain(made.body.key);

    const tokens = await call(tokensRoute.GET, "GET", "/v1/tokens", { key: made.body.key });
    expect(tokens.status).toBe(200);
  });

  it("keeps limits with the account: no key of another tier, all keys on one quota, at most 100 keys", async () => {
    const admin = await newAccountKey("admin", "free");
    const otherTier = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "escape", permission: "read", tier: "enterprise" },
    });
    expectErrorShape(otherTier, "FORBIDDEN", 403);
    expect(otherTier.body.error.details).toMatchObject({ reason: "tier_is_per_account", accountTier: "free" });

    const second = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "second", permission: "read" },
    });
    expect(second.body.tier).toBe("free");
    const first = await call(tokensRoute.GET, "GET", "/v1/tokens", { key: admin.key });
    const next = await call(tokensRoute.GET, "GET", "/v1/tokens", { key: second.body.key });
    expect(Number(next.headers.get("x-ratelimit-remaining"))).toBe(
      Number(first.headers.get("x-ratelimit-remaining")) - 1,
    );

    for (let i = 2; i < 100; i++) {
      await createApiKey(await getDb(), { accountId: admin.principal.accountId, name: `k${i}`, permission: "read" });
    }
    const over = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "one too many", permission: "read" },
    });
    expectErrorShape(over, "INVALID_REQUEST", 400);
    expect(over.body.error.details.limit).toBe(100);
  });

  it("needs admin permission for key management", async () => {
    for (const permission of ["read", "write"] as const) {
      const caller = await newAccountKey(permission);
      const result = await call(keysRoute.GET, "GET", "/v1/api-keys", { key: caller.key });
      expectErrorShape(result, "FORBIDDEN", 403);
      expect(result.body.error.details).toEqual({ required: "admin", granted: permission });
    }
  });

  it("revokes a key: it stops working at once, and a repeated revoke answers the same", async () => {
    const admin = await newAccountKey("admin");
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "temp", permission: "write" },
    });
    const params = { keyId: made.body.keyId };
    const first = await call(keyRoute.DELETE, "DELETE", `/v1/api-keys/${params.keyId}`, { key: admin.key, params });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ keyId: params.keyId, revoked: true });
    const again = await call(keyRoute.DELETE, "DELETE", `/v1/api-keys/${params.keyId}`, { key: admin.key, params });
    expect(again.body.revokedAt).toBe(first.body.revokedAt);
    const refused = await call(tokensRoute.GET, "GET", "/v1/tokens", {
      key: made.body.key,
      headers: ownClientAddress(),
    });
    expectErrorShape(refused, "UNAUTHENTICATED", 401);
  });

  it("rotates a key: a new key with the same permission, the old one revoked or kept for a grace period", async () => {
    const admin = await newAccountKey("admin", "pro");
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "ci", permission: "write", tier: "pro" },
    });
    const params = { keyId: made.body.keyId };
    const rotated = await call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", {
      key: admin.key,
      params,
      body: { gracePeriodSeconds: 3600 },
    });
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({
      name: "ci",
      permission: "write",
      tier: "pro",
      rotatedFrom: { keyId: params.keyId },
    });
    expect(rotated.body.key).not.toBe(made.body.key);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key: made.body.key })).status).toBe(200);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { key: rotated.body.key })).status).toBe(200);

    const twice = await call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", { key: admin.key, params });
    expectErrorShape(twice, "INVALID_REQUEST", 400);

    const next = await call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", {
      key: admin.key,
      params: { keyId: rotated.body.keyId },
    });
    expect(next.status).toBe(201);
    expectErrorShape(
      await call(tokensRoute.GET, "GET", "/v1/tokens", { key: rotated.body.key, headers: ownClientAddress() }),
      "UNAUTHENTICATED",
      401,
    );
  });

  it("hides other accounts' keys", async () => {
    const a = await newAccountKey("admin");
    const b = await newAccountKey("admin");
    const params = { keyId: b.principal.keyId };
    expectErrorShape(await call(keyRoute.DELETE, "DELETE", "/v1/api-keys/x", { key: a.key, params }), "NOT_FOUND", 404);
    expectErrorShape(
      await call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", { key: a.key, params }),
      "NOT_FOUND",
      404,
    );
  });

  it("rejects bad bodies with the fields named", async () => {
    const admin = await newAccountKey("admin");
    const cases = [
      { name: "", permission: "read" },
      { name: "x", permission: "root" },
      { name: "x", permission: "read", tier: "gold" },
      { name: "x", permission: "read", extra: true },
    ];
    for (const body of cases) {
      const result = await call(keysRoute.POST, "POST", "/v1/api-keys", { key: admin.key, body });
      expectErrorShape(result, "INVALID_REQUEST", 400);
      expect(result.body.error.details.issues.length).toBeGreaterThan(0);
    }
    const malformed = await call(keysRoute.POST, "POST", "/v1/api-keys", { key: admin.key, rawBody: "{nope" });
    expectErrorShape(malformed, "INVALID_REQUEST", 400);
  });
});
