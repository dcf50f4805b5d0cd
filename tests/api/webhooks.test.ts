import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import * as rotateRoute from "@/app/v1/webhooks/[webhookId]/rotate-secret/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { openSecret } from "@/server/crypto/secret-box";
import { getDb } from "@/server/db/client";
import { enabledWebhooksOf } from "@/server/db/queries/webhook-deliveries";
import { findWebhook } from "@/server/db/queries/webhooks";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

const events = ["transaction.completed", "transaction.failed"];

describe("webhooks management", () => {
  it("registers with a generated secret returned once and stored encrypted", async () => {
    const { key, principal } = await newAccountKey("write");
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body: { url: "https://example.com/hooks", events },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ url: "https://example.com/hooks", events, enabled: true });
    expect(made.body.secret).toMatch(/^whsec_/);
    expect(() => new Webhook(made.body.secret)).not.toThrow();

    const row = await findWebhook(await getDb(), principal.accountId, made.body.webhookId);
    expect(row?.secretEncrypted).not.toContain(made.body.secret.slice(6));
    expect(openSecret(row!.secretEncrypted)).toBe(made.body.secret);

    const list = await call(webhooksRoute.GET, "GET", "/v1/webhooks", { key });
    expect(list.body.webhooks).toHaveLength(1);
    expect(list.body.webhooks[0].secret).toBeUndefined();
    expect(list.body.webhooks[0].createdAt).toBe(made.body.createdAt);
  });

  it("keeps every secret it hands out when rotations race: each is the current or the previous one", async () => {
    const { key, principal } = await newAccountKey("write");
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body: { url: "https://example.com/hooks", events },
    });
    const params = { webhookId: made.body.webhookId };
    const [a, b] = await Promise.all(
      [1, 2].map(() => call(rotateRoute.POST, "POST", "/v1/webhooks/x/rotate-secret", { key, params })),
    );
    const row = await findWebhook(await getDb(), principal.accountId, made.body.webhookId);
    const stored = [openSecret(row!.secretEncrypted), openSecret(row!.previousSecretEncrypted!)];
    expect(stored.sort()).toEqual([a!.body.secret, b!.body.secret].sort());
  });

  it("keeps a client-supplied secret", async () => {
    const { key } = await newAccountKey("write");
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body: { url: "https://example.com/h", events, secret },
    });
    expect(made.body.secret).toBe(secret);
  });

  it("updates url and events, and deletes for good", async () => {
    const { key } = await newAccountKey("write");
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body: { url: "https://example.com/a", events },
    });
    const params = { webhookId: made.body.webhookId };
    const updated = await call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", {
      key,
      params,
      body: { events: ["transaction.pending"] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      webhookId: params.webhookId,
      url: "https://example.com/a",
      events: ["transaction.pending"],
    });
    expect(updated.body.updatedAt).toBeDefined();

    const moved = await call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", {
      key,
      params,
      body: { url: "https://example.org/b" },
    });
    expect(moved.body.url).toBe("https://example.org/b");

    const got = await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key, params });
    expect(got.body.events).toEqual(["transaction.pending"]);

    const deleted = await call(webhookRoute.DELETE, "DELETE", "/v1/webhooks/x", { key, params });
    expect(deleted.body).toEqual({ webhookId: params.webhookId, deleted: true });
    expectErrorShape(await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key, params }), "WEBHOOK_NOT_FOUND", 404);
    expectErrorShape(
      await call(webhookRoute.DELETE, "DELETE", "/v1/webhooks/x", { key, params }),
      "WEBHOOK_NOT_FOUND",
      404,
    );
  });

  it("pauses and resumes deliveries with enabled, and a paused webhook gets no new deliveries", async () => {
    const { key, principal } = await newAccountKey("write");
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body: { url: "https://example.com/p", events },
    });
    const params = { webhookId: made.body.webhookId };
    const subscribed = async () =>
      (await enabledWebhooksOf(await getDb(), [principal.accountId])).map((hook) => hook.id);
    const paused = await call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", { key, params, body: { enabled: false } });
    expect(paused.body).toMatchObject({ enabled: false, url: "https://example.com/p" });
    const got = await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key, params });
    expect(got.body).toMatchObject({ enabled: false, disabledReason: "Disabled by its owner" });
    expect(await subscribed()).toEqual([]);

    const resumed = await call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", { key, params, body: { enabled: true } });
    expect(resumed.body.enabled).toBe(true);
    expect((await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key, params })).body.disabledReason).toBeNull();
    expect(await subscribed()).toEqual([params.webhookId]);
  });

  it("refuses bad URLs, unknown or repeated events, weak secrets and empty updates", async () => {
    const { key } = await newAccountKey("write");
    const bad = [
      { url: "not a url", events },
      { url: "ftp://example.com", events },
      { url: "https://example.com", events: [] },
      { url: "https://example.com", events: ["transaction.exploded"] },
      { url: "https://example.com", events: ["transaction.failed", "transaction.failed"] },
      { url: "https://example.com", events, secret: "short" },
      { url: "https://user:pw@example.com", events },
      { url: "https://example.com", events, other: 1 },
    ];
    for (const body of bad) {
      expectErrorShape(await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key, body }), "INVALID_REQUEST", 400);
    }
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key,
      body: { url: "https://example.com", events },
    });
    const params = { webhookId: made.body.webhookId };
    expectErrorShape(
      await call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", { key, params, body: {} }),
      "INVALID_REQUEST",
      400,
    );
  });

  it("hides other accounts' webhooks and needs write permission to change them", async () => {
    const owner = await newAccountKey("write");
    const other = await newAccountKey("admin");
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key: owner.key,
      body: { url: "https://example.com", events },
    });
    const params = { webhookId: made.body.webhookId };
    expectErrorShape(
      await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key: other.key, params }),
      "WEBHOOK_NOT_FOUND",
      404,
    );
    expectErrorShape(
      await call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", { key: other.key, params, body: { events } }),
      "WEBHOOK_NOT_FOUND",
      404,
    );
    const reader = await newAccountKey("read");
    expectErrorShape(
      await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key: reader.key,
        body: { url: "https://example.com", events },
      }),
      "FORBIDDEN",
      403,
    );
  });
});
