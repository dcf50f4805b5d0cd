import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as retryRoute from "@/app/v1/webhooks/[webhookId]/deliveries/[deliveryId]/retry/route";
import * as deliveriesRoute from "@/app/v1/webhooks/[webhookId]/deliveries/route";
import * as rotateRoute from "@/app/v1/webhooks/[webhookId]/rotate-secret/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as testRoute from "@/app/v1/webhooks/[webhookId]/test/route";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call } from "../support/call";
import { seedTransaction } from "../support/seed";
import { appTransport } from "../support/serve-transport";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { registerWebhook } from "./register-webhook";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let executor: LocalExecutor;
let receiver: Receiver;
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  receiver = await startReceiver((path, soFar) => {
    if (path.startsWith("/gone")) return 410;
    if (path.startsWith("/down")) return failuresLeft.get(path) === 0 ? 200 : 503;
    if (path.startsWith("/flaky")) return soFar.length <= 3 ? 500 : 200;
    return 200;
  });
  executor = await testExecutor(appTransport);
  executor.start();
});

afterAll(async () => {
  await executor.stop();
  await receiver.close();
});

const register = (owner: TestKey, path: string, events: string[]) => registerWebhook(owner, receiver.url(path), events);

async function deliveries(owner: TestKey, webhookId: string) {
  const result = await call(deliveriesRoute.GET, "GET", "/v1/webhooks/x/deliveries", {
    key: owner.key,
    params: { webhookId },
  });
  expect(result.status).toBe(200);
  return result.body as {
    deliveries: {
      deliveryId: string;
      status: string;
      eventId: string;
      attempts: { statusCode: number | null; manual: boolean }[];
    }[];
  };
}

function verify(secret: string, delivery: { headers: Record<string, string>; body: string }) {
  return new Webhook(secret).verify(delivery.body, delivery.headers) as { type: string; data: Record<string, unknown> };
}

describe("webhook delivery", () => {
  it("delivers a test event, signed so that standardwebhooks verifies it", async () => {
    const owner = await newAccountKey("write");
    const hook = await register(owner, `/ok/${owner.principal.accountId}`, ["transaction.completed"]);
    const sent = await call(testRoute.POST, "POST", "/v1/webhooks/x/test", {
      key: owner.key,
      params: { webhookId: hook.webhookId },
    });
    expect(sent.status).toBe(202);
    const [delivery] = await eventually(
      () =>
        receiver.on(`/ok/${owner.principal.accountId}`).length === 1 && receiver.on(`/ok/${owner.principal.accountId}`),
    );
    const payload = verify(hook.secret, delivery!);
    expect(payload.type).toBe("webhook.test");
    expect(delivery!.headers["webhook-id"]).toBe(sent.body.eventId);
    const log = await eventually(async () => {
      const page = await deliveries(owner, hook.webhookId);
      return page.deliveries[0]?.status === "succeeded" && page;
    });
    expect(log.deliveries[0]!.attempts.map((a) => a.statusCode)).toEqual([200]);
  });

  it("delivers every subscribed status event of a transaction, with its public fields", async () => {
    const owner = await newAccountKey("write");
    const path = `/ok/tx/${owner.principal.accountId}`;
    const hook = await register(owner, path, ["transaction.pending", "transaction.cancelled"]);
    const seeded = await seedTransaction(owner);
    const cancelled = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
      key: owner.key,
      params: { transactionId: seeded.id },
    });
    expect(cancelled.status).toBe(200);
    const got = await eventually(() => receiver.on(path).length >= 2 && receiver.on(path));
    const payloads = got.map((d) => verify(hook.secret, d));
    expect(payloads.map((p) => p.type).sort()).toEqual(["transaction.cancelled", "transaction.pending"]);
    for (const p of payloads) expect(p.data).toMatchObject({ transactionId: seeded.id, type: "send", mode: "wallet" });
    expect(new Set(got.map((d) => d.headers["webhook-id"])).size).toBe(2);
  });

  it("retries a failing endpoint and delivers on the 4th attempt, all attempts in the log", async () => {
    const owner = await newAccountKey("write");
    const path = `/flaky/${owner.principal.accountId}`;
    const hook = await register(owner, path, ["transaction.pending"]);
    await seedTransaction(owner);
    const log = await eventually(async () => {
      const page = await deliveries(owner, hook.webhookId);
      return page.deliveries[0]?.status === "succeeded" && page;
    });
    expect(log.deliveries[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
    const got = receiver.on(path);
    expect(got).toHaveLength(4);
    expect(new Set(got.map((d) => d.headers["webhook-id"])).size).toBe(1);
    for (const d of got) verify(hook.secret, d);
  });

  it("disables a webhook whose endpoint answers 410", async () => {
    const owner = await newAccountKey("write");
    const hook = await register(owner, `/gone/${owner.principal.accountId}`, ["transaction.pending"]);
    await seedTransaction(owner);
    const disabled = await eventually(async () => {
      const got = await call(webhookRoute.GET, "GET", "/v1/webhooks/x", {
        key: owner.key,
        params: { webhookId: hook.webhookId },
      });
      return got.body.enabled === false && got.body;
    });
    expect(disabled.disabledReason).toContain("410");
    const page = await deliveries(owner, hook.webhookId);
    expect(page.deliveries[0]!.status).toBe("failed");
    expect(page.deliveries[0]!.attempts).toHaveLength(1);
  });

  it("gives up after the schedule, then a manual retry delivers", async () => {
    const owner = await newAccountKey("write");
    const path = `/down/${owner.principal.accountId}`;
    const hook = await register(owner, path, ["transaction.pending"]);
    await seedTransaction(owner);
    const failed = await eventually(async () => {
      const page = await deliveries(owner, hook.webhookId);
      return page.deliveries[0]?.status === "failed" && page.deliveries[0];
    });
    expect(failed.attempts).toHaveLength(8);
    failuresLeft.set(path, 0);
    const retried = await call(retryRoute.POST, "POST", "/v1/webhooks/x/deliveries/y/retry", {
      key: owner.key,
      params: { webhookId: hook.webhookId, deliveryId: failed.deliveryId },
    });
    expect(retried.status).toBe(202);
    const done = await eventually(async () => {
      const page = await deliveries(owner, hook.webhookId);
      return page.deliveries[0]?.status === "succeeded" && page.deliveries[0];
    });
    expect(done.attempts).toHaveLength(9);
    expect(done.attempts.at(-1)).toMatchObject({ manual: true, statusCode: 200 });
  });

  it("signs with both secrets for 24 h after a rotation", async () => {
    const owner = await newAccountKey("write");
    const path = `/ok/rotate/${owner.principal.accountId}`;
    const hook = await register(owner, path, ["transaction.completed"]);
    const rotated = await call(rotateRoute.POST, "POST", "/v1/webhooks/x/rotate-secret", {
      key: owner.key,
      params: { webhookId: hook.webhookId },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(hook.secret);
    await call(testRoute.POST, "POST", "/v1/webhooks/x/test", {
      key: owner.key,
      params: { webhookId: hook.webhookId },
    });
    const [delivery] = await eventually(() => receiver.on(path).length === 1 && receiver.on(path));
    expect(delivery!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verify(hook.secret, delivery!).type).toBe("webhook.test");
    expect(verify(rotated.body.secret, delivery!).type).toBe("webhook.test");
  });
});
