import { and, eq, like, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { claimFirstAttempts, deliveriesOfEvent } from "@/server/db/queries/webhook-deliveries";
import { beginRound, currentDispatch, kickDispatch, releaseDispatch } from "@/server/db/queries/webhook-dispatch";
import { jobEvents, jobRuns, webhookAttempts, webhooks } from "@/server/db/schema";
import { publishEvents, publishNow } from "@/server/outbox/publish";
import { recordEvent } from "@/server/outbox/record-event";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { dispatchRound } from "@/server/services/webhooks/dispatch-round";
import { restartDispatch } from "@/server/services/webhooks/restart-dispatch";
import { dispatcherSilenceMs, restartStaleDispatchers } from "@/server/services/webhooks/restart-stale-dispatchers";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey } from "../support/accounts";
import { appTransport } from "../support/serve-transport";
import { eventually, startReceiver } from "../support/webhook-receiver";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver((path) => (path.startsWith("/failing") ? 500 : 200));
});
afterAll(async () => {
  await receiver.close();
});

/** An account with one webhook on `path`, subscribed to transaction.completed. */
async function hookedAccount(path: string) {
  const { principal } = await newAccountKey("write");
  const db = await getDb();
  const hook = await createWebhook(db, principal, {
    url: receiver.url(path),
    events: ["transaction.completed"],
  });
  return { accountId: principal.accountId, webhookId: hook.webhookId, secret: hook.secret };
}

async function commitEvents(accountId: string, count: number): Promise<string[]> {
  const db = await getDb();
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      db.transaction((tx) =>
        recordEvent(tx, {
          accountId,
          type: "transaction.completed",
          data: { transactionId: `txn_${i}`, status: "completed" },
        }),
      ),
    ),
  );
}

async function dispatcherRunsOf(webhookId: string) {
  const db = await getDb();
  return db
    .select()
    .from(jobRuns)
    .where(
      and(like(jobRuns.functionId, "%dispatch-webhook"), sql`${jobRuns.event}->'data'->>'webhookId' = ${webhookId}`),
    );
}

describe("webhook dispatchers", () => {
  it("delivers a burst of events once each, signed, in far fewer function runs than events", async () => {
    const executor = await testExecutor(appTransport);
    executor.start();
    try {
      const path = `/burst/${Date.now()}`;
      const hook = await hookedAccount(path);
      const db = await getDb();
      const eventIds = await commitEvents(hook.accountId, 60);
      // Published one by one, as separate status changes would be: the dispatcher, not the publisher, batches them.
      for (const id of eventIds) await publishEvents(db, [id]);
      const got = await eventually(() => receiver.on(path).length >= 60 && receiver.on(path));
      const ids = got.map((d) => d.headers["webhook-id"]);
      expect(new Set(ids)).toEqual(new Set(eventIds));
      expect(ids).toHaveLength(60);
      for (const delivery of got) new Webhook(hook.secret).verify(delivery.body, delivery.headers);
      // One dispatcher run per event would be 60; the burst's events share runs and rounds.
      expect((await dispatcherRunsOf(hook.webhookId)).length).toBeLessThanOrEqual(10);
    } finally {
      await executor.stop();
    }
  });

  it("run again after a crash, a round sends what it had claimed but not what it had attempted", async () => {
    const path = `/failing/${Date.now()}`;
    const hook = await hookedAccount(path);
    const db = await getDb();
    await publishNow(db, await commitEvents(hook.accountId, 3));
    const [request] = await kickDispatch(db, [hook.webhookId]);
    const token = `run_crashed:1.0`;
    // The first life of the round claimed the deliveries and died before sending.
    expect(await claimFirstAttempts(db, hook.webhookId, token, 100)).toHaveLength(3);

    const first = await dispatchRound(db, request!, token);
    expect(receiver.on(path)).toHaveLength(3);
    expect(first).toMatchObject({ state: "working", attempted: 3 });
    const handOver = first.state === "working" ? first.handOver : [];
    expect(handOver.map((h) => h.fromAttempt)).toEqual([2, 2, 2]);

    // The second life: the attempts are recorded, so nothing is sent again; the same retries are handed over.
    const again = await dispatchRound(db, request!, token);
    expect(receiver.on(path)).toHaveLength(3);
    expect(again).toMatchObject({ state: "working", attempted: 0 });
    expect(again.state === "working" && again.handOver).toEqual(handOver);
  });

  it("keeps a generation going when a kick lands during its last look, and starts a new one after it ended", async () => {
    const hook = await hookedAccount(`/race/${Date.now()}`);
    const db = await getDb();
    const [request] = await kickDispatch(db, [hook.webhookId]);
    const round = await beginRound(db, request!);
    // A delivery is published after the round looked (and found nothing) but before it released.
    const [kicked] = await kickDispatch(db, [hook.webhookId]);
    expect(kicked!.generation).toBe(request!.generation);
    expect(await releaseDispatch(db, request!, round!.kicks)).toBe(false);

    const next = await beginRound(db, request!);
    expect(await releaseDispatch(db, request!, next!.kicks)).toBe(true);
    const [after] = await kickDispatch(db, [hook.webhookId]);
    expect(after!.generation).toBe(request!.generation + 1);
  });

  it("fails the attempts, not the dispatcher, when the webhook's secret cannot be read", async () => {
    const path = `/unreadable/${Date.now()}`;
    const hook = await hookedAccount(path);
    const db = await getDb();
    // Sealed under another APP_SECRET: it no longer opens.
    await db
      .update(webhooks)
      .set({ secretEncrypted: "v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA" })
      .where(eq(webhooks.id, hook.webhookId));
    const [eventId] = await commitEvents(hook.accountId, 1);
    await publishNow(db, [eventId!]);
    const [request] = await kickDispatch(db, [hook.webhookId]);
    const round = await dispatchRound(db, request!, "run_unreadable:1.0");
    expect(round).toMatchObject({ state: "working", attempted: 1 });
    expect(round.state === "working" && round.handOver.map((h) => h.fromAttempt)).toEqual([2]);
    expect(receiver.on(path)).toHaveLength(0);
    const [delivery] = await deliveriesOfEvent(db, eventId!);
    const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.error).toMatch(/authenticate|Unrecognised/);
  });

  it("stops a superseded generation at its next round", async () => {
    const hook = await hookedAccount(`/superseded/${Date.now()}`);
    const db = await getDb();
    const [request] = await kickDispatch(db, [hook.webhookId]);
    await restartDispatch(db, request!);
    expect(await dispatchRound(db, request!, "run_old:1.0")).toEqual({ state: "superseded" });
  });

  it("restarts a dispatcher whose run was lost, and the new one delivers", async () => {
    const path = `/lost/${Date.now()}`;
    const hook = await hookedAccount(path);
    const db = await getDb();
    const [eventId] = await commitEvents(hook.accountId, 1);
    await publishNow(db, [eventId!]);
    // The dispatcher's event is lost before any executor made it a run.
    await db
      .update(jobEvents)
      .set({ fannedOutAt: new Date() })
      .where(like(jobEvents.id, `dispatch:${hook.webhookId}:%`));
    const executor = await testExecutor(appTransport);
    executor.start();
    try {
      // That nothing is delivered has no condition to poll for: a fixed while (the delivery below shows the
      // executor runs).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.on(path)).toHaveLength(0);
      const generation = async () => (await currentDispatch(db, hook.webhookId))?.generation;
      await restartStaleDispatchers(db, new Date(Date.now() + dispatcherSilenceMs - 60_000));
      expect(await generation()).toBe(1);
      await restartStaleDispatchers(db, new Date(Date.now() + dispatcherSilenceMs + 1_000));
      expect(await generation()).toBe(2);
      const [delivery] = await eventually(() => receiver.on(path).length === 1 && receiver.on(path));
      expect(delivery!.headers["webhook-id"]).toBe(eventId);
      const runs = await dispatcherRunsOf(hook.webhookId);
      expect(runs.map((r) => (r.event.data as { generation: number }).generation)).toEqual([2]);
    } finally {
      await executor.stop();
    }
  });
});
