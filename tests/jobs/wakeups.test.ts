import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { inngest } from "@/server/events/client";
import { newId } from "@/server/ids";
import { executorOf, settled } from "./fixtures";

/** Longer than any wait below: a run finishing within the test's bounds was woken, not found by a poll. */
const pollMs = 60_000;

const napper = inngest.createFunction({ id: "test-napper", triggers: [{ event: "test/nap" }] }, async ({ step }) => {
  await step.sleep("nap", "1s");
  return "awake";
});

const replyReader = inngest.createFunction(
  { id: "test-wake-reply", triggers: [{ event: "test/wake-reply" }] },
  async () => "read",
);

describe("wake-ups", () => {
  it("resumes a sleeping run when its sleep ends, not at the next poll", async () => {
    const executor = await executorOf([napper], { pollMs });
    await executor.start();
    try {
      const id = newId("event");
      await inngest.send({ id, name: "test/nap", data: {} });
      const run = await settled(id, "payment-service-test-napper", 20_000);
      expect(run.status).toBe("completed");
      expect(run.output).toBe("awake");
    } finally {
      await executor.stop();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "wakes the executors of other processes through PostgreSQL notifications, both ways",
    async () => {
      const executor = await executorOf([replyReader], { pollMs });
      await executor.start();
      const child = spawn(process.execPath, ["--import", "tsx", "tests/jobs/wake-child.ts"], {
        env: { ...process.env, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      const listening = new Promise<void>((resolve, reject) => {
        child.stdout?.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("LISTENING")) resolve();
        });
        child.stderr?.on("data", (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.once("exit", (code) => reject(new Error(`child exited (${code}): ${output}`)));
      });
      try {
        await listening;
        // Twice: the first event may still meet the child's first look for work; the second finds it asleep.
        for (let round = 0; round < 2; round++) {
          const id = newId("event");
          await inngest.send({ id, name: "test/wake", data: {} });
          expect((await settled(id, "payment-service-test-wake", 20_000)).status).toBe("completed");
          expect((await settled(`reply:${id}`, "payment-service-test-wake-reply", 20_000)).status).toBe("completed");
        }
      } finally {
        child.kill("SIGTERM");
        await executor.stop();
      }
    },
    60_000,
  );
});
