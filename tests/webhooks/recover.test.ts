import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as deliveriesRoute from "@/app/v1/webhooks/[webhookId]/deliveries/route";
import * as recoverRoute from "@/app/v1/webhooks/[webhookId]/recover/route";
import * as recoveryRoute from "@/app/v1/webhooks/[webhookId]/recoveries/[recoveryId]/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import { getDb } from "@/server/db/client";
import { eventsOfTransaction } from "@/server/db/queries/transaction-history";
import { claimForRecovery, insertRecovery } from "@/server/db/queries/webhook-recoveries";
import { newId } from "@/server/ids";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { metrics } from "@/server/metrics/registry";
import { endFailedRecovery } from "@/server/services/webhooks/fail-recovery";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call } from "../support/call";
import { seedTransaction } from "../support/seed";
import { appTransport } from "../support/serve-transport";
import { eventually, type Received, startReceiver } from "../support/webhook-receiver";
import { registerWebhook } from "./register-webhook";

let executor: LocalExecutor;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const down = new Set<string>();

beforeAll(async () => {
  receiver = await startReceiver((path) => (down.has(path) ? 503 : 200));
  executor = await testExecutor(appTransport);
  executor.start();
});

afterAll(async () => {
  await executor.stop();
  await receiver.close();
});

const register = (owner: TestKey, path: string) => registerWebhook(owner, receiver.url(path), ["transaction.pending"]);

async function deliveryStatuses(owner: TestKey, webhookId: string) {
  const page = await call(deliveriesRoute.GET, "GET", "/v1/webhooks/x/deliveries", {
    key: owner.key,
    params: { webhookId },
  });
  return (page.body.deliveries as { status: string }[]).map((d) => d.status);
}

/** Seeds a transaction and waits until its event reached the endpoint (or was given up, when it is down). */
async function seedAndSettle(owner: TestKey, webhookId: string, count: number) {
  const transaction = await seedTransaction(owner);
  await eventually(async () => {
    const statuses = await deliveryStatuses(owner, webhookId);
    return statuses.length === count && statuses.every((s) => s !== "pending");
  });
  return transaction;
}

async function latencyCount() {
  const { values } = await metrics().webhookLatency.get();
  return values.find((v) => v.metricName?.endsWith("_count"))?.value ?? 0;
}

const idsOf = (received: Received[]) => received.map((r) => r.headers["webhook-id"]!);

async function recoverAndWait(owner: TestKey, webhookId: string, since: Date, until: Date) {
  const started = await call(recoverRoute.POST, "POST", "/v1/webhooks/x/recover", {
    key: owner.key,
    params: { webhookId },
    body: { since: since.toISOString(), until: until.toISOString() },
  });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ webhookId, status: "running" });
  return eventually(async () => {
    const got = await call(recoveryRoute.GET, "GET", "/v1/webhooks/x/recoveries/y", {
      key: owner.key,
      params: { webhookId, recoveryId: started.body.recoveryId },
    });
    return got.body.status === "completed" && got.body;
  });
}

describe("webhook recovery", () => {
  it("re-sends exactly the window an endpoint was down for, signed for standardwebhooks", async () => {
    const owner = await newAccountKey("write");
    const path = `/down-window/${owner.principal.accountId}`;
    const hook = await register(owner, path);
    await seedAndSettle(owner, hook.webhookId, 1);
    const since = new Date();
    down.add(path);
    await seedAndSettle(owner, hook.webhookId, 2);
    await seedAndSettle(owner, hook.webhookId, 3);
    const until = new Date();
    const missed = new Set(idsOf(receiver.on(path).slice(1)));
    expect(missed.size).toBe(2);
    down.delete(path);
    await seedAndSettle(owner, hook.webhookId, 4);
    const before = receiver.on(path).length;
    const latencyBefore = await latencyCount();
    expect(latencyBefore).toBeGreaterThan(0);

    const recovery = await recoverAndWait(owner, hook.webhookId, since, until);
    expect(recovery).toMatchObject({ total: 2, sent: 2, delivered: 2, skipped: 0 });
    // Re-sent events are counted as deliveries, but their age is not delivery latency.
    expect(await latencyCount()).toBe(latencyBefore);
    const resent = receiver.on(path).slice(before);
    expect(idsOf(resent).sort()).toEqual([...missed].sort());
    for (const r of resent) new Webhook(hook.secret).verify(r.body, r.headers);
    expect(await deliveryStatuses(owner, hook.webhookId)).toEqual(["succeeded", "succeeded", "succeeded", "succeeded"]);
  });

  it("sends the events that came while the webhook was disabled", async () => {
    const owner = await newAccountKey("write");
    const path = `/disabled-window/${owner.principal.accountId}`;
    const hook = await register(owner, path);
    await seedAndSettle(owner, hook.webhookId, 1);
    const toggle = (enabled: boolean) =>
      call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", {
        key: owner.key,
        params: { webhookId: hook.webhookId },
        body: { enabled },
      });
    expect((await toggle(false)).status).toBe(200);
    const since = new Date();
    const missed = [await seedTransaction(owner), await seedTransaction(owner)];
    const until = new Date();
    expect((await toggle(true)).status).toBe(200);
    await seedAndSettle(owner, hook.webhookId, 2);
    const before = receiver.on(path).length;

    const recovery = await recoverAndWait(owner, hook.webhookId, since, until);
    expect(recovery).toMatchObject({ total: 2, sent: 2, delivered: 2 });
    const resent = receiver.on(path).slice(before);
    const transactions = resent.map(
      (r) =>
        (new Webhook(hook.secret).verify(r.body, r.headers) as { data: { transactionId: string } }).data.transactionId,
    );
    expect(transactions.sort()).toEqual(missed.map((t) => t.id).sort());
  });

  it("ends a recovery whose run failed for good, and hands what it had claimed back to the dispatcher", async () => {
    const owner = await newAccountKey("write");
    const path = `/failed-run/${owner.principal.accountId}`;
    const hook = await register(owner, path);
    const toggle = (enabled: boolean) =>
      call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", {
        key: owner.key,
        params: { webhookId: hook.webhookId },
        body: { enabled },
      });
    await toggle(false);
    const since = new Date(Date.now() - 1000);
    const transaction = await seedTransaction(owner);
    const until = new Date();
    await toggle(true);
    const db = await getDb();
    const recovery = await insertRecovery(db, {
      id: newId("recovery"),
      accountId: owner.principal.accountId,
      webhookId: hook.webhookId,
      since,
      until,
      status: "running",
      total: 1,
    });
    // The run claimed the event's delivery, then died before attempting it.
    const [event] = await eventsOfTransaction(db, transaction.id);
    const claimed = await claimForRecovery(
      db,
      [
        {
          id: newId("delivery"),
          accountId: owner.principal.accountId,
          webhookId: hook.webhookId,
          eventId: event!.id,
          eventType: event!.type,
          status: "pending",
        },
      ],
      `recover:${recovery.id}:1`,
    );
    expect(claimed).toHaveLength(1);
    const body = { since: since.toISOString(), until: until.toISOString() };
    const blocked = await call(recoverRoute.POST, "POST", "/v1/webhooks/x/recover", {
      key: owner.key,
      params: { webhookId: hook.webhookId },
      body,
    });
    expect(blocked.status).toBe(409);

    await endFailedRecovery(db, recovery.id);
    const [delivered] = await eventually(() => receiver.on(path).length === 1 && receiver.on(path));
    expect(delivered!.headers["webhook-id"]).toBe(event!.id);
    const got = await call(recoveryRoute.GET, "GET", "/v1/webhooks/x/recoveries/y", {
      key: owner.key,
      params: { webhookId: hook.webhookId, recoveryId: recovery.id },
    });
    expect(got.body.status).toBe("failed");
    const again = await recoverAndWait(owner, hook.webhookId, since, until);
    expect(again).toMatchObject({ total: 1, sent: 1, delivered: 1 });
  });
});
