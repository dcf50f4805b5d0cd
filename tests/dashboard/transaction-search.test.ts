import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as deliveriesRoute from "@/app/v1/transactions/[transactionId]/deliveries/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { findEvents } from "@/server/db/queries/events";
import { transactionRecipients, webhookAttempts, webhookDeliveries } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { createDeliveries } from "@/server/outbox/create-deliveries";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { randomAddress, seedTransaction, setTransactionState } from "../support/seed";

type Listed = { transactionId: string };
const list = (key: string, query: Record<string, string | number> = {}) =>
  call(transactionsRoute.GET, "GET", "/v1/transactions", { key, query });
const ids = (result: { body: { transactions: Listed[] } }) => result.body.transactions.map((t) => t.transactionId);

/** Three transactions of one account with distinct status, type, mode, asset and day. */
async function variedAccount() {
  const owner = await newAccountKey("write");
  const usdc = await seedTransaction(owner);
  const sol = await seedTransaction(owner, { asset: "SOL", amount: "1.5" });
  const priv = await seedTransaction(owner, { mode: "private" });
  await setTransactionState(usdc.id, {
    status: "completed",
    signature: `sig${usdc.id}`,
    createdAt: new Date("2026-11-01T10:00:00Z"),
  });
  await setTransactionState(sol.id, { status: "failed", type: "payroll", createdAt: new Date("2026-11-02T10:00:00Z") });
  await setTransactionState(priv.id, { createdAt: new Date("2026-11-03T10:00:00Z") });
  return { owner, usdc, sol, priv };
}

describe("transaction filters", () => {
  it("filters by status, type, mode, asset and creation window, alone and together", async () => {
    const { owner, usdc, sol, priv } = await variedAccount();
    expect(ids(await list(owner.key))).toEqual([priv.id, sol.id, usdc.id]);
    expect(ids(await list(owner.key, { status: "failed" }))).toEqual([sol.id]);
    expect(ids(await list(owner.key, { type: "payroll" }))).toEqual([sol.id]);
    expect(ids(await list(owner.key, { type: "send" }))).toEqual([priv.id, usdc.id]);
    expect(ids(await list(owner.key, { mode: "private" }))).toEqual([priv.id]);
    expect(ids(await list(owner.key, { asset: "SOL" }))).toEqual([sol.id]);
    expect(ids(await list(owner.key, { asset: "USDT" }))).toEqual([]);
    const window = { from: "2026-11-02T00:00:00Z", to: "2026-11-03T10:00:00Z" };
    expect(ids(await list(owner.key, window))).toEqual([sol.id]);
    expect(ids(await list(owner.key, { from: "2026-11-02T11:00:00+01:00" }))).toEqual([priv.id, sol.id]);
    const both = await list(owner.key, { mode: "wallet", asset: "USDC", status: "completed" });
    expect(ids(both)).toEqual([usdc.id]);
    expect(both.body.total).toBe(1);
  });

  it("finds a transaction by its id, its signature, a recipient's address or a leg's signature", async () => {
    const { owner, usdc, sol } = await variedAccount();
    const db = await getDb();
    const [leg] = await db.select().from(transactionRecipients).where(eq(transactionRecipients.transactionId, sol.id));
    await db
      .update(transactionRecipients)
      .set({ signature: `leg${sol.id}` })
      .where(eq(transactionRecipients.id, leg!.id));

    expect(ids(await list(owner.key, { q: usdc.id }))).toEqual([usdc.id]);
    expect(ids(await list(owner.key, { q: `sig${usdc.id}` }))).toEqual([usdc.id]);
    expect(ids(await list(owner.key, { q: ` ${leg!.address} ` }))).toEqual([sol.id]);
    expect(ids(await list(owner.key, { q: `leg${sol.id}` }))).toEqual([sol.id]);
    expect((await list(owner.key, { q: randomAddress() })).body).toEqual({
      transactions: [],
      total: 0,
      hasMore: false,
    });
    // Search and filters narrow together.
    expect(ids(await list(owner.key, { q: usdc.id, status: "failed" }))).toEqual([]);
  });

  it("never finds another account's transaction", async () => {
    const { usdc } = await variedAccount();
    const stranger = await newAccountKey("read");
    expect((await list(stranger.key, { q: usdc.id })).body.total).toBe(0);
    expect((await list(stranger.key, { q: `sig${usdc.id}` })).body.total).toBe(0);
    expectErrorShape(await list(stranger.key, { startingAfter: usdc.id }), "INVALID_REQUEST", 400);
  });

  it("refuses bad filters with 400 INVALID_REQUEST", async () => {
    const owner = await newAccountKey("read");
    const bad: Record<string, string | number>[] = [
      { type: "refund" },
      { mode: "custodial" },
      { asset: "BTC" },
      { from: "yesterday" },
      { from: "2026-11-01" },
      { from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" },
      { from: "2026-11-02T00:00:00Z", to: "2026-11-02T00:00:00Z" },
      { q: "" },
      { q: "x".repeat(129) },
      { startingAfter: "txn_unknown" },
      { startingAfter: "x".repeat(65) },
    ];
    for (const query of bad) expectErrorShape(await list(owner.key, query), "INVALID_REQUEST", 400);
  });
});

describe("cursor pagination", () => {
  async function accountWith(count: number): Promise<{ owner: TestKey; newestFirst: string[] }> {
    const owner = await newAccountKey("write");
    const created = [];
    // Same creation instant for all: the order falls back on the id, and the cursor must still be exact.
    const at = new Date("2026-11-10T00:00:00Z");
    for (let i = 0; i < count; i++) {
      const t = await seedTransaction(owner);
      await setTransactionState(t.id, { createdAt: at });
      created.push(t.id);
    }
    return { owner, newestFirst: [...created].sort().reverse() };
  }

  it("walks every transaction once with startingAfter, even while new ones arrive", async () => {
    const { owner, newestFirst } = await accountWith(5);
    const seen: string[] = [];
    let page = await list(owner.key, { limit: 2 });
    seen.push(...ids(page));
    await seedTransaction(owner); // newer than everything: must not show up in the pages that follow
    while (page.body.hasMore) {
      page = await list(owner.key, { limit: 2, startingAfter: seen.at(-1)! });
      expect(page.status).toBe(200);
      seen.push(...ids(page));
    }
    expect(seen).toEqual(newestFirst);
    expect(page.body.total).toBe(6);
  });

  it("refuses offset and startingAfter together", async () => {
    const { owner, newestFirst } = await accountWith(1);
    expectErrorShape(await list(owner.key, { offset: 1, startingAfter: newestFirst[0]! }), "INVALID_REQUEST", 400);
  });
});

describe("transaction detail extensions", () => {
  it("has the status timeline from the stored events", async () => {
    const owner = await newAccountKey("write");
    const t = await seedTransaction(owner);
    const cancelled = await call(transactionRoute.DELETE, "DELETE", `/v1/transactions/${t.id}`, {
      key: owner.key,
      params: { transactionId: t.id },
    });
    expect(cancelled.status).toBe(200);
    const detail = await call(transactionRoute.GET, "GET", `/v1/transactions/${t.id}`, {
      key: owner.key,
      params: { transactionId: t.id },
    });
    expect(detail.body.timeline.map((e: { type: string }) => e.type)).toEqual([
      "transaction.pending",
      "transaction.cancelled",
    ]);
    const [first, second] = detail.body.timeline;
    expect(Date.parse(first.at)).toBeLessThanOrEqual(Date.parse(second.at));
    expect(first.eventId).toMatch(/^evt_/);
  });

  it("lists the webhook deliveries of the transaction's events, with attempts, and only the owner's", async () => {
    const owner = await newAccountKey("write");
    const t = await seedTransaction(owner);
    const other = await seedTransaction(owner);
    const db = await getDb();
    const hook = await createWebhook(db, owner.principal, {
      url: "http://127.0.0.1:9/hooks",
      events: ["transaction.pending"],
    });
    const eventsOf = async (transactionId: string) => {
      const detail = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: owner.key,
        params: { transactionId },
      });
      return findEvents(
        db,
        detail.body.timeline.map((e: { eventId: string }) => e.eventId),
      );
    };
    await createDeliveries(db, [...(await eventsOf(t.id)), ...(await eventsOf(other.id))]);
    const mine = (await eventsOf(t.id)).map((e) => e.id);
    const [ofT] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, mine[0]!));
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", attemptCount: 1, lastStatusCode: 500 })
      .where(eq(webhookDeliveries.id, ofT!.id));
    await db.insert(webhookAttempts).values({
      id: newId("attempt"),
      deliveryId: ofT!.id,
      attempt: 1,
      startedAt: new Date(),
      durationMs: 12,
      statusCode: 500,
      responseExcerpt: "boom",
    });

    const result = await call(deliveriesRoute.GET, "GET", `/v1/transactions/${t.id}/deliveries`, {
      key: owner.key,
      params: { transactionId: t.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.deliveries).toHaveLength(1);
    expect(result.body.deliveries[0]).toMatchObject({
      deliveryId: ofT!.id,
      webhookId: hook.webhookId,
      webhookUrl: "http://127.0.0.1:9/hooks",
      eventType: "transaction.pending",
      status: "failed",
      lastStatusCode: 500,
      attempts: [{ attempt: 1, statusCode: 500, responseExcerpt: "boom", durationMs: 12 }],
    });

    const stranger = await newAccountKey("read");
    const peek = await call(deliveriesRoute.GET, "GET", "/v1/transactions/x/deliveries", {
      key: stranger.key,
      params: { transactionId: t.id },
    });
    expectErrorShape(peek, "TRANSACTION_NOT_FOUND", 404);
  });
});
