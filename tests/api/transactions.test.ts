import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { events } from "@/server/db/schema";
import { addKey, newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { seedTransaction, setTransactionState } from "../support/seed";

const list = (key: string, query: Record<string, string | number> = {}) =>
  call(transactionsRoute.GET, "GET", "/v1/transactions", { key, query });
const cancel = (key: string, transactionId: string) =>
  call(transactionRoute.DELETE, "DELETE", `/v1/transactions/${transactionId}`, { key, params: { transactionId } });

describe("listing transactions", () => {
  it("pages newest first with an exact total and hasMore", async () => {
    const owner = await newAccountKey("write");
    expect((await list(owner.key)).body).toEqual({ transactions: [], total: 0, hasMore: false });
    const seeded = [];
    for (let i = 0; i < 3; i++) seeded.push(await seedTransaction(owner));
    const newestFirst = seeded.map((t) => t.id).reverse();

    const all = await list(owner.key);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.transactions.map((t: { transactionId: string }) => t.transactionId)).toEqual(newestFirst);
    expect(all.body.transactions[0]).toMatchObject({ status: "pending", type: "send", mode: "wallet", amount: "10" });

    const first = await list(owner.key, { limit: 2 });
    expect(first.body.transactions).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await list(owner.key, { limit: 2, offset: 2 });
    expect(second.body.transactions.map((t: { transactionId: string }) => t.transactionId)).toEqual([newestFirst[2]]);
    expect(second.body.hasMore).toBe(false);
    const past = await list(owner.key, { offset: 50 });
    expect(past.body).toEqual({ transactions: [], total: 3, hasMore: false });
    expect((await list(owner.key, { limit: 100 })).status).toBe(200);
    expect((await list(owner.key, { limit: 1 })).body.transactions).toHaveLength(1);
  });

  it("filters by status", async () => {
    const owner = await newAccountKey("write");
    const done = await seedTransaction(owner);
    await seedTransaction(owner);
    await setTransactionState(done.id, { status: "completed" });
    const completed = await list(owner.key, { status: "completed" });
    expect(completed.body.total).toBe(1);
    expect(completed.body.transactions[0].transactionId).toBe(done.id);
    expect((await list(owner.key, { status: "failed" })).body.total).toBe(0);
  });

  it("refuses bad paging and filters", async () => {
    const owner = await newAccountKey("read");
    const bad: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 101 },
      { limit: "ten" },
      { offset: -1 },
      { status: "done" },
      { sort: "asc" },
    ];
    for (const query of bad) {
      expectErrorShape(await list(owner.key, query), "INVALID_REQUEST", 400);
    }
  });

  it("shows only the caller's account", async () => {
    const a = await newAccountKey("write");
    const b = await newAccountKey("write");
    const mine = await seedTransaction(a);
    expect((await list(b.key)).body.total).toBe(0);
    const params = { transactionId: mine.id };
    const peek = await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key: b.key, params });
    expectErrorShape(peek, "TRANSACTION_NOT_FOUND", 404);
  });
});

describe("transaction status", () => {
  it("returns the detail with recipients", async () => {
    const owner = await newAccountKey("write");
    const seeded = await seedTransaction(owner, { asset: "SOL", amount: "2.5" });
    const params = { transactionId: seeded.id };
    const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key: owner.key, params });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      transactionId: seeded.id,
      status: "pending",
      amount: "2.5",
      inputAsset: "SOL",
      signature: null,
      blockTime: null,
      recipients: [{ status: "pending" }],
    });
  });
});

describe("cancelling", () => {
  it("cancels a pending wallet transaction not yet broadcast, records the event, and refuses a second cancel", async () => {
    const owner = await newAccountKey("write");
    const seeded = await seedTransaction(owner);
    const result = await cancel(owner.key, seeded.id);
    expect(result.status).toBe(200);
    expect(result.body.transactionId).toBe(seeded.id);
    expect(result.body.status).toBe("cancelled");
    expect(Date.parse(result.body.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    const db = await getDb();
    const recorded = await db
      .select()
      .from(events)
      .where(and(eq(events.transactionId, seeded.id), eq(events.type, "transaction.cancelled")));
    expect(recorded).toHaveLength(1);

    const again = await cancel(owner.key, seeded.id);
    expectErrorShape(again, "ALREADY_PROCESSED", 409);
    expect(again.body.error.details.currentStatus).toBe("cancelled");
  });

  it("refuses a broadcast wallet transaction with CANNOT_CANCEL and its details", async () => {
    const owner = await newAccountKey("write");
    const seeded = await seedTransaction(owner);
    await setTransactionState(seeded.id, { broadcastAt: new Date() });
    const result = await cancel(owner.key, seeded.id);
    expectErrorShape(result, "CANNOT_CANCEL", 409);
    expect(result.body.error.details).toEqual({
      transactionId: seeded.id,
      currentStatus: "pending",
      allowedStatuses: ["pending"],
    });
    await setTransactionState(seeded.id, { status: "confirmed" });
    expectErrorShape(await cancel(owner.key, seeded.id), "CANNOT_CANCEL", 409);
  });

  it("cancels a private transaction before its deposit, not after", async () => {
    const owner = await newAccountKey("write");
    const waiting = await seedTransaction(owner, { mode: "private" });
    expect((await cancel(owner.key, waiting.id)).status).toBe(200);
    const deposited = await seedTransaction(owner, { mode: "private" });
    // Seen at confirmed, as the watcher leaves it.
    await setTransactionState(deposited.id, { stage: "deposit_detected", depositDetectedAt: new Date() });
    const refused = await cancel(owner.key, deposited.id);
    expectErrorShape(refused, "CANNOT_CANCEL", 409);
    expect(refused.body.error.details.currentStatus).toBe("processing");
  });

  it("refuses finished transactions with ALREADY_PROCESSED", async () => {
    const owner = await newAccountKey("write");
    for (const status of ["completed", "failed"] as const) {
      const seeded = await seedTransaction(owner);
      await setTransactionState(seeded.id, { status });
      const result = await cancel(owner.key, seeded.id);
      expectErrorShape(result, "ALREADY_PROCESSED", 409);
      expect(result.body.error.details.currentStatus).toBe(status);
    }
  });

  it("lets a write key cancel only its own transactions, an admin key any of the account's", async () => {
    const creator = await newAccountKey("write");
    const colleague = await addKey(creator.principal.accountId, "write");
    const admin = await addKey(creator.principal.accountId, "admin");
    const reader = await addKey(creator.principal.accountId, "read");
    const seeded = await seedTransaction(creator);
    expectErrorShape(await cancel(colleague.key, seeded.id), "UNAUTHORIZED", 403);
    expectErrorShape(await cancel(reader.key, seeded.id), "FORBIDDEN", 403);
    expect((await cancel(admin.key, seeded.id)).status).toBe(200);
    const stranger = await newAccountKey("admin");
    expectErrorShape(await cancel(stranger.key, seeded.id), "TRANSACTION_NOT_FOUND", 404);
  });
});
