import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as serveRoute from "@/app/api/inngest/route";
import { getDb } from "@/server/db/client";
import { runsForEvent } from "@/server/db/queries/jobs";
import { inngest } from "@/server/events/client";
import { sendEvent } from "@/server/events/send";
import { newId } from "@/server/ids";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { appTransport } from "../support/serve-transport";
import { executions, settled, testExecutor } from "./fixtures";

describe("local executor", () => {
  let executor: LocalExecutor;
  beforeAll(async () => {
    executor = await testExecutor();
    executor.start();
  });
  afterAll(() => executor.stop());

  it("runs steps, a sleep, parallel steps and a step that fails twice, each finished step once", async () => {
    const key = newId("event");
    const started = Date.now();
    await inngest.send({ id: key, name: "test/everything", data: { key } });
    const run = await settled(key, "payment-service-test-everything");
    expect(run.status).toBe("completed");
    expect(run.output).toEqual({ total: 26 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(executions.get(`${key}:first`)).toBe(1);
    expect(executions.get(`${key}:left`)).toBe(1);
    expect(executions.get(`${key}:right`)).toBe(1);
    expect(executions.get(`${key}:flaky`)).toBe(3);
  });

  it("fails a run after its retries and runs its onFailure handler", async () => {
    const key = newId("event");
    await inngest.send({ id: key, name: "test/doomed", data: { key } });
    const run = await settled(key, "payment-service-test-doomed");
    expect(run.status).toBe("failed");
    expect(executions.get(`${key}:always-fails`)).toBe(2);
    const handler = await settled(`failed:${run.id}`, "payment-service-test-doomed-failure");
    expect(handler.status).toBe("completed");
    expect(handler.output).toMatchObject({ key });
    expect(String((handler.output as { handled: string }).handled)).toContain("this never works");
  });

  it("does not retry a NonRetriableError", async () => {
    const key = newId("event");
    await inngest.send({ id: key, name: "test/refused", data: {} });
    const run = await settled(key, "payment-service-test-refused");
    expect(run.status).toBe("failed");
    expect(run.attempt).toBe(0);
  });

  it("creates one run for an event sent twice with the same id", async () => {
    const key = newId("event");
    await inngest.send({ id: key, name: "test/refused", data: {} });
    await inngest.send({ id: key, name: "test/refused", data: {} });
    await settled(key, "payment-service-test-refused");
    const db = await getDb();
    expect(await runsForEvent(db, key)).toHaveLength(1);
  });
});

describe("the app's serve route", () => {
  it("refuses calls that the executor did not sign", async () => {
    const body = JSON.stringify({ event: {}, events: [], steps: {}, ctx: { run_id: "x", attempt: 0 }, version: 2 });
    const unsigned = await serveRoute.POST(
      new Request("http://localhost/api/inngest?fnId=payment-service-ping&stepId=step", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }) as never,
      {} as never,
    );
    expect(unsigned.status).toBe(401);
    // The SDK's serve protocol, not the API's error envelope (docs/decisions.md, "`/api/inngest` answers ...").
    expect(await unsigned.json()).toEqual({ message: "Unauthorized" });
  });

  it("runs the app's functions from a typed sendEvent", async () => {
    const executor = await testExecutor(appTransport);
    executor.start();
    try {
      const id = newId("event");
      await sendEvent("system/ping", { note: "hello" }, { id });
      const run = await settled(id, "payment-service-ping");
      expect(run.status).toBe("completed");
      expect(run.output).toMatchObject({ pong: true, note: "hello" });
    } finally {
      await executor.stop();
    }
  });
});
