import { InngestExecutionEngine } from "inngest/internals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { runsForEvent } from "@/server/db/queries/jobs";
import { inngest } from "@/server/events/client";
import { newId } from "@/server/ids";
import { eventually } from "../../support/webhook-receiver";
import { retryLater } from "./contract-functions";
import { askServeRoute } from "./serve-answer";
import { recordingExecutor } from "./via-local-executor";

/** @inngest/test has no clock: when a retry may come is compared with the serve route's own answer. */
describe("a RetryAfterError in a step", () => {
  let side: Awaited<ReturnType<typeof recordingExecutor>>;
  beforeAll(async () => {
    side = await recordingExecutor([retryLater]);
    side.executor.start();
  });
  afterAll(() => side.executor.stop());

  it("is retried no sooner than the retry-after the serve route answers with its StepError", async () => {
    const functionId = retryLater.id(inngest.id);
    const direct = await askServeRoute(side.handler, {
      functionId,
      event: { name: "contract/retry-later", data: { key: newId("event") } },
      maxAttempts: 2,
    });
    expect(direct).toMatchObject({
      status: 206,
      retryAfter: "30",
      body: [{ op: "StepError", displayName: "throttled" }],
    });

    const key = newId("event");
    const sent = Date.now();
    await inngest.send({ id: key, name: "contract/retry-later", data: { key } });
    const db = await getDb();
    const waiting = await eventually(async () => {
      const [run] = await runsForEvent(db, key);
      return run && Object.keys(run.planned).length > 0 && run.lockedBy === null && run;
    });
    expect(waiting.planned).toEqual({ [InngestExecutionEngine._internals.hashId("throttled")]: 1 });
    expect(waiting.nextRunAt.getTime()).toBeGreaterThanOrEqual(sent + 30_000);
  });
});
