import { describe, expect, it } from "vitest";
import { inngest } from "@/server/events/client";
import { newId } from "@/server/ids";
import { executorOf, settled } from "./fixtures";

/** A lease far shorter than the step below, so only the renewal keeps the run with the executor that has it. */
const leaseMs = 300;
const stepMs = 1_500;

const stepRuns = new Map<string, number>();

const slow = inngest.createFunction(
  { id: "test-slow-step", triggers: [{ event: "test/slow-step" }] },
  async ({ event, step }) => {
    const key = String(event.data.key);
    await step.run("outlasts-the-lease", async () => {
      stepRuns.set(key, (stepRuns.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    });
    return "done";
  },
);

describe("lease renewal", () => {
  it("keeps a run whose step outlasts the lease from being run again by another executor", async () => {
    const executors = await Promise.all([executorOf([slow], { leaseMs }), executorOf([slow], { leaseMs })]);
    for (const executor of executors) executor.start();
    try {
      const key = newId("event");
      await inngest.send({ id: key, name: "test/slow-step", data: { key } });
      const run = await settled(key, "payment-service-test-slow-step");
      expect(run.status).toBe("completed");
      expect(stepRuns.get(key)).toBe(1);
    } finally {
      await Promise.all(executors.map((executor) => executor.stop()));
    }
  });
});
