import { inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as deliveriesRoute from "@/app/v1/webhooks/[webhookId]/deliveries/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import { getDb } from "@/server/db/client";
import { webhookAttempts, webhookDeliveries } from "@/server/db/schema";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { disableFailingWebhooks } from "@/server/services/webhooks/disable-failing-webhooks";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call } from "../support/call";
import { seedTransaction } from "../support/seed";
import { appTransport } from "../support/serve-transport";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { registerWebhook } from "./register-webhook";

const day = 86_400_000;
let executor: LocalExecutor;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver((path, soFar) => {
    if (path.startsWith("/broken")) return 503;
    if (path.startsWith("/flaky")) return soFar.length <= 2 ? 503 : 200;
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

const view = async (owner: TestKey, webhookId: string) =>
  (await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key: owner.key, params: { webhookId } })).body;

/** Moves every attempt of the webhook `ms` into the past: the clock as the disabling rule sees it. */
async function age(webhookId: string, ms: number) {
  const db = await getDb();
  const deliveries = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, [webhookId]));
  await db
    .update(webhookAttempts)
    .set({ startedAt: sql`${webhookAttempts.startedAt} - ${`${ms} milliseconds`}::interval` })
    .where(inArray(webhookAttempts.deliveryId, deliveries));
}

describe("disabling an endpoint that fails for 5 days", () => {
  it("disables it after 5 days of failures, not before, and tells the account's subscribed webhooks", async () => {
    const owner = await newAccountKey("write");
    const account = owner.principal.accountId;
    const broken = await register(owner, `/broken/${account}`, ["transaction.pending"]);
    const watcher = await register(owner, `/watcher/${account}`, ["webhook.disabled"]);
    const other = await register(owner, `/other/${account}`, ["transaction.pending"]);
    await seedTransaction(owner);
    await eventually(async () => {
      const page = await call(deliveriesRoute.GET, "GET", "/v1/webhooks/x/deliveries", {
        key: owner.key,
        params: { webhookId: broken.webhookId },
      });
      return page.body.deliveries[0]?.status === "failed";
    });
    await eventually(() => receiver.on(`/other/${account}`).length === 1);
    const db = await getDb();

    await age(broken.webhookId, 4 * day);
    await disableFailingWebhooks(db);
    expect((await view(owner, broken.webhookId)).enabled).toBe(true);

    await age(broken.webhookId, day + 60_000);
    await disableFailingWebhooks(db);
    const disabled = await view(owner, broken.webhookId);
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledReason).toContain("5 days");
    expect((await view(owner, other.webhookId)).enabled).toBe(true);

    const [message] = await eventually(
      () => receiver.on(`/watcher/${account}`).length === 1 && receiver.on(`/watcher/${account}`),
    );
    const event = new Webhook(watcher.secret).verify(message!.body, message!.headers) as {
      type: string;
      data: { webhookId: string };
    };
    expect(event).toMatchObject({ type: "webhook.disabled", data: { webhookId: broken.webhookId } });
    // Subscribed to transaction.pending only: the other webhook gets one delivery, the transaction's.
    expect(receiver.on(`/other/${account}`).map((r) => JSON.parse(r.body).type)).toEqual(["transaction.pending"]);
    // Disabled once: a second round finds nothing to do.
    expect(await disableFailingWebhooks(db)).toBe(0);
  });

  it("keeps an endpoint that succeeded since it began failing", async () => {
    const owner = await newAccountKey("write");
    const path = `/flaky/${owner.principal.accountId}`;
    const fine = await register(owner, path, ["transaction.pending"]);
    await seedTransaction(owner);
    // The third attempt's 2xx recorded, not only received: the rule reads the attempts' records.
    await eventually(async () => {
      const page = await call(deliveriesRoute.GET, "GET", "/v1/webhooks/x/deliveries", {
        key: owner.key,
        params: { webhookId: fine.webhookId },
      });
      return page.body.deliveries[0]?.status === "succeeded";
    });
    expect(receiver.on(path)).toHaveLength(3);
    await age(fine.webhookId, 6 * day);
    await disableFailingWebhooks(await getDb());
    expect((await view(owner, fine.webhookId)).enabled).toBe(true);
  });
});
