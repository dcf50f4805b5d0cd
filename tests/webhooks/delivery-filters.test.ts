import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as deliveriesRoute from "@/app/v1/webhooks/[webhookId]/deliveries/route";
import * as testRoute from "@/app/v1/webhooks/[webhookId]/test/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { seedTransaction } from "../support/seed";
import { appTransport } from "../support/serve-transport";
import { eventually, startReceiver } from "../support/webhook-receiver";

let executor: LocalExecutor;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // Transaction events fail (503) until the schedule is used up; test events are delivered.
  receiver = await startReceiver((_path, soFar) =>
    JSON.parse(soFar.at(-1)!.body).type === "webhook.test" ? 200 : 503,
  );
  executor = await testExecutor(appTransport);
  executor.start();
});

afterAll(async () => {
  await executor.stop();
  await receiver.close();
});

describe("delivery log filters", () => {
  let owner: TestKey;
  let webhookId: string;
  let start: string;
  const list = (query: Record<string, string | number>) =>
    call(deliveriesRoute.GET, "GET", "/v1/webhooks/x/deliveries", { key: owner.key, params: { webhookId }, query });
  const types = async (query: Record<string, string | number>) => {
    const got = await list(query);
    expect(got.status).toBe(200);
    expect(got.body.total).toBe(got.body.deliveries.length);
    return (got.body.deliveries as { eventType: string }[]).map((d) => d.eventType);
  };

  beforeAll(async () => {
    owner = await newAccountKey("write");
    start = new Date().toISOString();
    const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key: owner.key,
      body: { url: receiver.url(`/filters/${owner.principal.accountId}`), events: ["transaction.pending"] },
    });
    webhookId = made.body.webhookId;
    await seedTransaction(owner);
    await call(testRoute.POST, "POST", "/v1/webhooks/x/test", { key: owner.key, params: { webhookId } });
    await eventually(async () => {
      const got = await list({});
      return (
        got.body.deliveries.length === 2 && got.body.deliveries.every((d: { status: string }) => d.status !== "pending")
      );
    }, 60_000);
  }, 90_000);

  it("narrows by last status code, event type and creation time", async () => {
    expect((await types({})).sort()).toEqual(["transaction.pending", "webhook.test"]);
    expect(await types({ statusCode: 503 })).toEqual(["transaction.pending"]);
    expect(await types({ statusCode: 200 })).toEqual(["webhook.test"]);
    expect(await types({ statusCode: 404 })).toEqual([]);
    expect(await types({ eventType: "webhook.test" })).toEqual(["webhook.test"]);
    expect(await types({ eventType: "transaction.completed" })).toEqual([]);
    expect(await types({ eventType: "transaction.pending", statusCode: 503 })).toEqual(["transaction.pending"]);
    const now = new Date().toISOString();
    expect(await types({ from: now })).toEqual([]);
    expect(await types({ to: start })).toEqual([]);
    expect(await types({ from: start, to: now })).toHaveLength(2);
  });

  it("refuses malformed filters in the error shape", async () => {
    expectErrorShape(await list({ statusCode: "abc" }), "INVALID_REQUEST", 400);
    expectErrorShape(await list({ statusCode: 99 }), "INVALID_REQUEST", 400);
    expectErrorShape(await list({ eventType: "nope" }), "INVALID_REQUEST", 400);
    expectErrorShape(await list({ from: "yesterday" }), "INVALID_REQUEST", 400);
    expectErrorShape(await list({ from: new Date().toISOString(), to: start }), "INVALID_REQUEST", 400);
  });
});
