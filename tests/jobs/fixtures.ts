import { NonRetriableError } from "inngest";
import { serve } from "inngest/next";
import { getDb } from "@/server/db/client";
import { type JobRun, runsForEvent } from "@/server/db/queries/jobs";
import { inngest } from "@/server/events/client";
import { localSigningKey } from "@/server/events/mode";
import { LocalExecutor, type LocalExecutorOptions } from "@/server/jobs/local-executor/executor";
import type { Transport } from "@/server/jobs/local-executor/types";
import { transportFor } from "../support/serve-transport";

/** How many times each step body really ran, per run key: what "never run a finished step again" is checked on. */
export const executions = new Map<string, number>();
const bump = (key: string) => executions.set(key, (executions.get(key) ?? 0) + 1);

export const everything = inngest.createFunction(
  { id: "test-everything", retries: 3, triggers: [{ event: "test/everything" }] },
  async ({ event, step }) => {
    const key = String(event.data.key);
    const first = await step.run("first", () => {
      bump(`${key}:first`);
      return { value: 20 };
    });
    await step.sleep("short-nap", "1s");
    const [left, right] = await Promise.all([
      step.run("left", () => {
        bump(`${key}:left`);
        return 1;
      }),
      step.run("right", () => {
        bump(`${key}:right`);
        return 2;
      }),
    ]);
    const flaky = await step.run("flaky", () => {
      bump(`${key}:flaky`);
      if ((executions.get(`${key}:flaky`) ?? 0) < 3) throw new Error("not yet");
      return 3;
    });
    return { total: first.value + left + right + flaky };
  },
);

export const doomed = inngest.createFunction(
  {
    id: "test-doomed",
    retries: 1,
    triggers: [{ event: "test/doomed" }],
    onFailure: async ({ error, event }) => ({ handled: error.message, key: event.data.event.data.key }),
  },
  async ({ event, step }) => {
    await step.run("always-fails", () => {
      bump(`${String(event.data.key)}:always-fails`);
      throw new Error("this never works");
    });
  },
);

export const refused = inngest.createFunction(
  { id: "test-refused", triggers: [{ event: "test/refused" }] },
  async () => {
    throw new NonRetriableError("bad input, retrying won't help");
  },
);

export const testFunctions = [everything, doomed, refused];

const handler = serve({ client: inngest, functions: testFunctions });

/** The serve handler called directly, the way Next.js would call the route. */
export const handlerTransport: Transport = transportFor(handler);

export async function testExecutor(
  transport: Transport = handlerTransport,
  options: Partial<LocalExecutorOptions> = {},
) {
  return new LocalExecutor({
    db: await getDb(),
    serveUrl: "http://local.test/api/inngest",
    transport,
    signingKey: localSigningKey(),
    pollMs: 20,
    retryBaseMs: 20,
    concurrency: 2,
    ...options,
  });
}

/** An executor of just these functions, served by a handler of their own. */
export async function executorOf(
  functions: Parameters<typeof serve>[0]["functions"],
  options: Partial<LocalExecutorOptions> = {},
) {
  return testExecutor(transportFor(serve({ client: inngest, functions })), options);
}

/**
 * Waits until the run of `functionId` for `eventId` completed or failed, and returns it: up to 25 s, generous on a
 * loaded machine and still inside a test's default 30 s, so a run that never ends says which.
 */
export async function settled(eventId: string, functionId: string, timeoutMs = 25_000): Promise<JobRun> {
  const db = await getDb();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const run = (await runsForEvent(db, eventId)).find((r) => r.functionId === functionId);
    if (run && (run.status === "completed" || run.status === "failed")) return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const runs = await runsForEvent(db, eventId);
  throw new Error(`run of ${functionId} for ${eventId} did not finish: ${JSON.stringify(runs).slice(0, 1500)}`);
}
