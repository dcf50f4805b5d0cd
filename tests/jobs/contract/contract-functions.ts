import { NonRetriableError, RetryAfterError } from "inngest";
import { inngest } from "@/server/events/client";

/** Calls of a step body per event key: how a step fails on its first call only, whichever side runs it. */
const calls = new Map<string, number>();
const call = (key: unknown) => {
  const n = (calls.get(String(key)) ?? 0) + 1;
  calls.set(String(key), n);
  return n;
};

/** Steps in a chain, a sleep, two steps in parallel (StepPlanned) and a sleepUntil. */
export const chain = inngest.createFunction(
  { id: "contract-chain", triggers: [{ event: "contract/chain" }] },
  async ({ event, step }) => {
    const first = await step.run("first", () => ({ value: 20, at: "start" }));
    await step.sleep("nap", "1s");
    const [left, right] = await Promise.all([step.run("left", () => 1), step.run("right", () => ["two"])]);
    await step.sleepUntil("until-then", String(event.data.until));
    const last = await step.run("last", () => null);
    return { first, left, right, last };
  },
);

/** A step that fails on its first attempt (StepError) and succeeds on its retry. */
export const flaky = inngest.createFunction(
  { id: "contract-flaky", retries: 2, triggers: [{ event: "contract/flaky" }] },
  async ({ event, step }) => {
    const before = await step.run("before", () => "ready");
    const value = await step.run("flaky", () => {
      const n = call(event.data.key);
      if (n === 1) throw new Error("not yet");
      return { attempt: n };
    });
    return { before, value };
  },
);

/** A NonRetriableError outside any step: a 400 with x-inngest-no-retry, never retried. */
export const refused = inngest.createFunction(
  { id: "contract-refused", retries: 2, triggers: [{ event: "contract/refused" }] },
  async ({ step }) => {
    await step.run("look", () => "looked");
    throw new NonRetriableError("bad input, retrying won't help");
  },
);

/** A NonRetriableError inside a step: StepFailed at once, then the function fails with it. */
export const stepRefused = inngest.createFunction(
  { id: "contract-step-refused", retries: 2, triggers: [{ event: "contract/step-refused" }] },
  async ({ step }) => {
    await step.run("load", () => ({ loaded: true }));
    await step.run("reject", () => {
      throw new NonRetriableError("this input is never valid");
    });
    return "not reached";
  },
);

/** A step that fails every attempt: StepError, then StepFailed on the last attempt, then the onFailure handler. */
export const doomed = inngest.createFunction(
  {
    id: "contract-doomed",
    retries: 1,
    triggers: [{ event: "contract/doomed" }],
    onFailure: async ({ error, event }) => ({
      handled: error.message,
      name: error.name,
      key: event.data.event.data.key,
    }),
  },
  async ({ step }) => {
    await step.run("always-fails", () => {
      throw new Error("this never works");
    });
  },
);

/** A step that asks to be retried in 30 s (RetryAfterError): a 206 StepError with retry-after. */
export const retryLater = inngest.createFunction(
  { id: "contract-retry-later", retries: 1, triggers: [{ event: "contract/retry-later" }] },
  async ({ event, step }) =>
    step.run("throttled", () => {
      if (call(event.data.key) === 1) throw new RetryAfterError("come back later", "30s");
      return "done";
    }),
);

/** A function that sets no `retries`: Inngest's default applies. */
export const defaults = inngest.createFunction(
  { id: "contract-defaults", triggers: [{ event: "contract/defaults" }] },
  async ({ step }) =>
    step.run("always-fails", () => {
      throw new Error("still broken");
    }),
);

export const contractFunctions = [chain, flaky, refused, stepRefused, doomed, retryLater, defaults];
