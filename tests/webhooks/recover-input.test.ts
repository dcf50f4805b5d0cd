import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as recoverRoute from "@/app/v1/webhooks/[webhookId]/recover/route";
import * as recoveryRoute from "@/app/v1/webhooks/[webhookId]/recoveries/[recoveryId]/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { getDb } from "@/server/db/client";
import { insertRecovery } from "@/server/db/queries/webhook-recoveries";
import { newId } from "@/server/ids";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { testExecutor } from "../jobs/fixtures";
import { addKey, newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { appTransport } from "../support/serve-transport";

const day = 86_400_000;
let executor: LocalExecutor;
let owner: TestKey;
let webhookId: string;

beforeAll(async () => {
  executor = await testExecutor(appTransport);
  executor.start();
  owner = await newAccountKey("write");
  const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
    key: owner.key,
    body: { url: "https://example.com/hooks", events: ["transaction.pending"] },
  });
  webhookId = made.body.webhookId;
});

afterAll(async () => {
  await executor.stop();
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function recover(body: unknown, options: { key?: string; id?: string; headers?: Record<string, string> } = {}) {
  return call(recoverRoute.POST, "POST", "/v1/webhooks/x/recover", {
    key: options.key ?? owner.key,
    params: { webhookId: options.id ?? webhookId },
    body,
    headers: options.headers,
  });
}

describe("recovery requests", () => {
  it("refuses a window that is empty, in the future, past the retention or malformed", async () => {
    expectErrorShape(await recover({ since: ago(day), until: ago(2 * day) }), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({ since: ago(day), until: ago(day) }), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({ since: ago(-day) }), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({ since: ago(day), until: ago(-day) }), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({ since: ago(31 * day) }), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({ since: "yesterday" }), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({}), "INVALID_REQUEST", 400);
    expectErrorShape(await recover({ since: ago(day), extra: 1 }), "INVALID_REQUEST", 400);
  });

  it("refuses a disabled webhook until it is enabled again", async () => {
    const toggle = (enabled: boolean) =>
      call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", { key: owner.key, params: { webhookId }, body: { enabled } });
    expect((await toggle(false)).status).toBe(200);
    const refused = await recover({ since: ago(20 * day), until: ago(19 * day) });
    expectErrorShape(refused, "INVALID_REQUEST", 400);
    expect(refused.body.error.message).toContain("disabled");
    expect((await toggle(true)).status).toBe(200);
    expect((await recover({ since: ago(20 * day), until: ago(19 * day) })).status).toBe(202);
  });

  it("answers 404 for another account's webhook or an unknown recovery, 403 to a read key", async () => {
    const stranger = await newAccountKey("write");
    expectErrorShape(await recover({ since: ago(day) }, { key: stranger.key }), "WEBHOOK_NOT_FOUND", 404);
    expectErrorShape(await recover({ since: ago(day) }, { id: "wh_nope" }), "WEBHOOK_NOT_FOUND", 404);
    const reader = await addKey(owner.principal.accountId, "read");
    expectErrorShape(await recover({ since: ago(day) }, { key: reader.key }), "FORBIDDEN", 403);
    const missing = await call(recoveryRoute.GET, "GET", "/v1/webhooks/x/recoveries/y", {
      key: owner.key,
      params: { webhookId, recoveryId: "rcv_nope" },
    });
    expectErrorShape(missing, "NOT_FOUND", 404);
  });

  it("refuses a window overlapping a running recovery, and replays under the same Idempotency-Key", async () => {
    const db = await getDb();
    await insertRecovery(db, {
      id: newId("recovery"),
      accountId: owner.principal.accountId,
      webhookId,
      since: new Date(ago(10 * day)),
      until: new Date(ago(5 * day)),
      status: "running",
      total: 0,
    });
    const overlapping = await recover({ since: ago(6 * day), until: ago(4 * day) });
    expectErrorShape(overlapping, "RECOVERY_IN_PROGRESS", 409);
    expect(overlapping.body.error.details.webhookId).toBe(webhookId);

    const body = { since: ago(3 * day), until: ago(2 * day) };
    const headers = { "idempotency-key": `recover-${webhookId}` };
    const first = await recover(body, { headers });
    expect(first.status).toBe(202);
    const again = await recover(body, { headers });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.recoveryId).toBe(first.body.recoveryId);
  });
});
