import { describe, expect, it } from "vitest";
import { inngest } from "@/server/events/client";
import { newId } from "@/server/ids";
import { executorOf, settled } from "./fixtures";

type Span = { account: string | undefined; start: number; end: number };

/** When each run's step ran, by event id. */
const spans = new Map<string, Span>();

const perAccount = inngest.createFunction(
  {
    id: "test-per-account",
    concurrency: [{ key: "event.data.account", limit: 1 }],
    triggers: [{ event: "test/per-account" }],
  },
  async ({ event, step }) => {
    await step.run("hold-a-slot", async () => {
      const start = Date.now();
      // Held long enough that runs free to go side by side do so even on a busy machine's slow polls.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      spans.set(event.id!, { account: event.data.account, start, end: Date.now() });
    });
  },
);

const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

describe("concurrency keys", () => {
  it("never runs two runs of one key at once, while runs of other keys and runs without a key proceed", async () => {
    // Two executors of two workers each: the limit must hold across executors, not only within one.
    const executors = await Promise.all([executorOf([perAccount]), executorOf([perAccount])]);
    for (const executor of executors) await executor.start();
    try {
      const accounts = ["a", "a", "a", "a", "b", undefined, undefined];
      const events = accounts.map((account) => ({
        id: newId("event"),
        name: "test/per-account" as const,
        data: account === undefined ? {} : { account },
      }));
      await inngest.send(events);
      for (const { id } of events) {
        expect((await settled(id, "payment-service-test-per-account", 60_000)).status).toBe("completed");
      }
      const ran = events.map(({ id }) => spans.get(id)!);
      const ofA = ran.filter((s) => s.account === "a");
      for (const [i, one] of ofA.entries()) {
        for (const other of ofA.slice(i + 1)) expect(overlap(one, other)).toBe(false);
      }
      const ofB = ran.find((s) => s.account === "b")!;
      expect(ofA.some((a) => overlap(a, ofB))).toBe(true);
      const [keyless, otherKeyless] = ran.filter((s) => s.account === undefined);
      expect(overlap(keyless!, otherKeyless!)).toBe(true);
    } finally {
      await Promise.all(executors.map((executor) => executor.stop()));
    }
  }, 120_000);
});
