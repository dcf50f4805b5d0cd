import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as auditRoute from "@/app/v1/audit-events/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { getDb } from "@/server/db/client";
import { insertAuditEvent } from "@/server/db/queries/audit-events";
import { auditEvents } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { sweepExpired } from "@/server/services/housekeeping/sweep-expired";
import { addKey, customerAccount, operatorKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

type Event = { auditEventId: string; action: string; object: { id: string } | null; actor: { id: string } };

const list = (owner: TestKey, query: Record<string, string | number> = {}) =>
  call(auditRoute.GET, "GET", "/v1/audit-events", { key: owner.key, query });

async function makeWebhook(owner: TestKey, n: number) {
  const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
    key: owner.key,
    body: { url: `https://example.com/${n}`, events: ["transaction.completed"] },
  });
  expect(made.status).toBe(201);
  return made.body.webhookId as string;
}

describe("GET /v1/audit-events", () => {
  it("filters by actor, action (or its object type), object and time, and pages with a cursor", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    const second = await addKey(owner.principal.accountId, "admin");
    const hooks = [await makeWebhook(owner, 1), await makeWebhook(owner, 2), await makeWebhook(second, 3)];
    const madeKey = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: second.key,
      body: { name: "k", permission: "read" },
    });
    expect(madeKey.status).toBe(201);

    const all = (await list(owner, { limit: 100 })).body.auditEvents as Event[];
    // Newest first: the key made last, the account's creation first.
    expect(all.map((e) => e.action)).toEqual([
      "api_key.created",
      "webhook.created",
      "webhook.created",
      "webhook.created",
      "account.created",
    ]);
    const bySecond = (await list(owner, { actor: second.principal.keyId })).body.auditEvents as Event[];
    expect(bySecond.map((e) => e.object?.id)).toEqual([madeKey.body.keyId, hooks[2]]);
    const webhookEvents = (await list(owner, { action: "webhook" })).body.auditEvents as Event[];
    expect(webhookEvents.map((e) => e.object?.id)).toEqual([...hooks].reverse());
    const exact = (await list(owner, { action: "api_key.created" })).body.auditEvents as Event[];
    expect(exact.map((e) => e.object?.id)).toEqual([madeKey.body.keyId]);
    const byObject = (await list(owner, { object: hooks[1]! })).body.auditEvents as Event[];
    expect(byObject.map((e) => e.action)).toEqual(["webhook.created"]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(owner, { since: future })).body.auditEvents).toEqual([]);
    expect((await list(owner, { until: future, limit: 100 })).body.auditEvents).toHaveLength(all.length);

    const paged: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const result = await list(owner, { limit: 2, ...(cursor && { startingAfter: cursor }) });
      paged.push(...(result.body.auditEvents as Event[]).map((e) => e.auditEventId));
      if (!result.body.hasMore) break;
      cursor = paged.at(-1);
    }
    expect(paged).toEqual(all.map((e) => e.auditEventId));
  });

  it("refuses bad filters, non-admin keys, and any method that would change an event", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    expectErrorShape(await list(owner, { startingAfter: "aud_missing" }), "INVALID_REQUEST", 400);
    expectErrorShape(await list(owner, { action: "DROP TABLE" }), "INVALID_REQUEST", 400);
    expectErrorShape(await list(owner, { since: "yesterday" }), "INVALID_REQUEST", 400);
    const now = new Date().toISOString();
    expectErrorShape(await list(owner, { since: now, until: now }), "INVALID_REQUEST", 400);
    expectErrorShape(await list(owner, { limit: 0 }), "INVALID_REQUEST", 400);
    expectErrorShape(await list(owner, { actor: "x".repeat(129) }), "INVALID_REQUEST", 400);
    expectErrorShape(await list(owner, { sort: "asc" }), "INVALID_REQUEST", 400);
    const writer = await addKey(owner.principal.accountId, "write");
    expectErrorShape(await list(writer), "FORBIDDEN", 403);
    const { POST, PUT, PATCH, DELETE } = auditRoute;
    for (const [method, handler] of Object.entries({ POST, PUT, PATCH, DELETE })) {
      const result = await call(handler, method, "/v1/audit-events", { key: owner.key });
      expectErrorShape(result, "METHOD_NOT_ALLOWED", 405);
    }
  });

  it("keeps events AUDIT_RETENTION_DAYS, then housekeeping deletes them", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    const db = await getDb();
    const day = 86_400_000;
    const at = async (daysAgo: number) => {
      const id = await insertAuditEvent(db, {
        accountId: owner.principal.accountId,
        actor: owner.principal.actor,
        action: "test.aged",
      });
      await db
        .update(auditEvents)
        .set({ createdAt: new Date(Date.now() - daysAgo * day) })
        .where(eq(auditEvents.id, id));
      return id;
    };
    const old = await at(401);
    const kept = await at(399);
    await sweepExpired(db);
    const left = (await list(owner, { action: "test.aged" })).body.auditEvents as Event[];
    expect(left.map((e) => e.auditEventId)).toEqual([kept]);
    expect(left.map((e) => e.auditEventId)).not.toContain(old);

    process.env.AUDIT_RETENTION_DAYS = "30";
    resetEnv();
    try {
      await sweepExpired(db);
      expect((await list(owner, { action: "test.aged" })).body.auditEvents).toEqual([]);
      expect((await list(owner, { action: "account.created" })).body.auditEvents).toHaveLength(1);
    } finally {
      delete process.env.AUDIT_RETENTION_DAYS;
      resetEnv();
    }
  });
});
