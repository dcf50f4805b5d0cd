import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as statsRoute from "@/app/v1/stats/route";
import { monthlyCounterKey, monthWindow } from "@/server/auth/usage-windows";
import { getDb } from "@/server/db/client";
import { findEvents } from "@/server/db/queries/events";
import { readCounter } from "@/server/db/queries/usage-counters";
import { events, webhookDeliveries, webhooks } from "@/server/db/schema";
import { createDeliveries } from "@/server/outbox/create-deliveries";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { seedTransaction, setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";

const stats = (key: string, query: Record<string, string> = {}) =>
  call(statsRoute.GET, "GET", "/v1/stats", { key, query });

const window = { from: "2026-11-01T00:00:00Z", to: "2026-11-08T00:00:00Z" };

async function seedAt(owner: TestKey, at: string, status: "completed" | "failed" | "pending", asset = "USDC") {
  const t = await seedTransaction(owner, { asset: asset as "USDC", amount: asset === "SOL" ? "0.25" : "10.5" });
  await setTransactionState(t.id, { status, createdAt: new Date(at) });
  return t;
}

describe("GET /v1/stats", () => {
  it("sums completed volume per UTC day and asset, counts by status and mode, and the success rate", async () => {
    const owner = await newAccountKey("write");
    await seedAt(owner, "2026-11-01T23:59:59Z", "completed");
    await seedAt(owner, "2026-11-01T00:00:00Z", "completed");
    await seedAt(owner, "2026-11-01T12:00:00Z", "completed", "SOL");
    await seedAt(owner, "2026-11-02T00:00:00Z", "completed");
    await seedAt(owner, "2026-11-02T08:00:00Z", "failed"); // counted, but not volume
    await seedAt(owner, "2026-11-03T08:00:00Z", "pending");
    const priv = await seedTransaction(owner, { mode: "private" });
    await setTransactionState(priv.id, { createdAt: new Date("2026-11-04T00:00:00Z") });
    await seedAt(owner, "2026-11-08T00:00:00Z", "completed"); // outside: `to` is exclusive
    await seedAt(owner, "2026-10-31T23:59:59Z", "completed"); // outside

    const result = await stats(owner.key, window);
    expect(result.status).toBe(200);
    expect(result.body.volume).toEqual([
      { date: "2026-11-01", asset: "SOL", amount: "0.25", count: 1 },
      { date: "2026-11-01", asset: "USDC", amount: "21", count: 2 },
      { date: "2026-11-02", asset: "USDC", amount: "10.5", count: 1 },
    ]);
    expect(result.body.byStatus).toEqual([
      { key: "completed", count: 4 },
      { key: "failed", count: 1 },
      { key: "pending", count: 1 },
      { key: "processing", count: 1 },
    ]);
    expect(result.body.byMode).toEqual([
      { key: "wallet", count: 6 },
      { key: "private", count: 1 },
    ]);
    expect(result.body.total).toBe(7);
    expect(result.body.successRate).toBe(0.8);
    expect(result.body).toMatchObject({ from: "2026-11-01T00:00:00.000Z", to: "2026-11-08T00:00:00.000Z" });
  });

  it("sums amounts exactly, past what a float holds", async () => {
    const owner = await newAccountKey("write");
    // 2^53 + 1 base units and 1: a float sum would lose the last unit.
    for (const inputAmount of [9_007_199_254_740_993n, 1n]) {
      const t = await seedTransaction(owner);
      await setTransactionState(t.id, {
        inputAmount,
        status: "completed",
        createdAt: new Date("2026-11-05T00:00:00Z"),
      });
    }
    const result = await stats(owner.key, window);
    expect(result.body.volume).toEqual([{ date: "2026-11-05", asset: "USDC", amount: "9007199254.740994", count: 2 }]);
  });

  it("is empty, with no success rate, for an account without transactions, and shows only the caller's", async () => {
    const busy = await newAccountKey("write");
    await seedAt(busy, "2026-11-02T00:00:00Z", "completed");
    const quiet = await newAccountKey("read");
    const result = await stats(quiet.key, window);
    expect(result.body).toMatchObject({ volume: [], byStatus: [], byMode: [], total: 0, successRate: null });
    expect(result.body.failingWebhooks).toEqual([]);
  });

  it("names the webhooks that fail or were disabled, worst first", async () => {
    const owner = await newAccountKey("write");
    const db = await getDb();
    const t = await seedAt(owner, "2026-11-02T00:00:00Z", "completed");
    const healthy = await createWebhook(db, owner.principal, {
      url: "http://127.0.0.1:9/ok",
      events: ["transaction.pending"],
    });
    const failing = await createWebhook(db, owner.principal, {
      url: "http://127.0.0.1:9/failing",
      events: ["transaction.pending"],
    });
    const disabled = await createWebhook(db, owner.principal, {
      url: "http://127.0.0.1:9/gone",
      events: ["transaction.completed"],
    });
    await db.update(webhooks).set({ disabledAt: new Date() }).where(eq(webhooks.id, disabled.webhookId));
    const eventRows = await db.select().from(events).where(eq(events.transactionId, t.id));
    await createDeliveries(
      db,
      await findEvents(
        db,
        eventRows.map((e) => e.id),
      ),
    );
    const at = new Date("2026-11-02T01:00:00Z");
    await db
      .update(webhookDeliveries)
      .set({ createdAt: at, updatedAt: at, status: "succeeded", attemptCount: 1, lastStatusCode: 200 })
      .where(eq(webhookDeliveries.webhookId, healthy.webhookId));
    await db
      .update(webhookDeliveries)
      .set({ createdAt: at, updatedAt: at, status: "pending", attemptCount: 2, lastStatusCode: 503 })
      .where(eq(webhookDeliveries.webhookId, failing.webhookId));

    const result = await stats(owner.key, window);
    expect(result.body.failingWebhooks).toEqual([
      {
        webhookId: failing.webhookId,
        url: "http://127.0.0.1:9/failing",
        enabled: true,
        failingDeliveries: 1,
        lastFailureAt: at.toISOString(),
        lastStatusCode: 503,
      },
      {
        webhookId: disabled.webhookId,
        url: "http://127.0.0.1:9/gone",
        enabled: false,
        failingDeliveries: 0,
        lastFailureAt: null,
        lastStatusCode: null,
      },
    ]);
  });

  it("reports this month's requests against the tier's allowance", async () => {
    const owner = await newAccountKey("read", "pro");
    const result = await stats(owner.key);
    expect(result.body.usage).toMatchObject({ tier: "pro", limit: 100_000 });
    const month = monthWindow(Date.now());
    expect(result.body.usage.resetsAt).toBe(new Date(month.resetAt * 1000).toISOString());
    // The counter the rate limiter writes is the one reported (it is saved about once a second: polled for).
    const db = await getDb();
    const saved = await eventually(async () => {
      const count = await readCounter(db, monthlyCounterKey(owner.principal.accountId, month));
      return count >= 1 && count;
    });
    expect(saved).toBeGreaterThanOrEqual(1);
    const again = await stats(owner.key);
    expect(again.body.usage.used).toBeGreaterThanOrEqual(saved);
    expect(again.body.usage.used).toBeLessThanOrEqual(2);
  });

  it("defaults to the last 30 days and refuses bad windows", async () => {
    const owner = await newAccountKey("read");
    const result = await stats(owner.key);
    expect(Date.parse(result.body.to) - Date.parse(result.body.from)).toBe(30 * 24 * 3600 * 1000);
    const bad: Record<string, string>[] = [
      { from: "2026-11-01" },
      { to: "soon" },
      { from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" },
      { from: "2024-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z" },
      { days: "7" },
    ];
    for (const query of bad) expectErrorShape(await stats(owner.key, query), "INVALID_REQUEST", 400);
  });
});
