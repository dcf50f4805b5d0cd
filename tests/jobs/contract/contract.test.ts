import type { InngestFunction } from "inngest";
import { jsonErrorSchema } from "inngest/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRun } from "@/server/db/queries/jobs";
import { inngest } from "@/server/events/client";
import { newId } from "@/server/ids";
import { settled } from "../fixtures";
import { chain, contractFunctions, defaults, doomed, flaky, refused, stepRefused } from "./contract-functions";
import { askServeRoute } from "./serve-answer";
import { summary } from "./trace";
import { recordingExecutor } from "./via-local-executor";
import { viaTestEngine } from "./via-test-engine";

/**
 * Each function runs twice: through @inngest/test's engine (the SDK running it in process) and through the local
 * executor against the real serve handler. The steps (names, results, errors), the retried step errors and the
 * outcome must be the same. Where @inngest/test cannot say (a step that failed for good; onFailure handlers, which
 * its engine never runs), the outcome is compared with what the serve route itself answers.
 */
describe("the local executor against the SDK's own test engine", () => {
  let side: Awaited<ReturnType<typeof recordingExecutor>>;
  beforeAll(async () => {
    side = await recordingExecutor(contractFunctions);
    side.executor.start();
  });
  afterAll(() => side.executor.stop());

  const functionId = (fn: InngestFunction.Any) => fn.id(inngest.id);

  /** The same event (but for its key) through both sides. */
  async function both(fn: InngestFunction.Any, name: string, data: Record<string, unknown>, sleeps: string[] = []) {
    const reference = await viaTestEngine(fn, { name, data: { ...data, key: newId("event") } }, sleeps);
    const key = newId("event");
    await inngest.send({ id: key, name, data: { ...data, key } });
    const run = await settled(key, functionId(fn));
    return { reference, executed: side.traceOf(run), run, key };
  }

  /** The serve route's answer for the run's function, called once with the steps the executor memoized. */
  const answerFor = (fn: InngestFunction.Any, run: JobRun) =>
    askServeRoute(side.handler, {
      functionId: functionId(fn),
      event: run.event,
      steps: run.steps,
      maxAttempts: (fn.opts.retries ?? 4) + 1,
    });

  it("runs a chain of steps, a sleep, parallel steps and a sleepUntil as the SDK does", async () => {
    const until = new Date(Date.now() + 500).toISOString();
    const { reference, executed } = await both(chain, "contract/chain", { until }, ["nap", "until-then"]);
    expect(reference.steps.map((s) => s.step)).toEqual(["first", "nap", "left", "right", "until-then", "last"]);
    expect(reference.outcome).toEqual({
      output: { first: { value: 20, at: "start" }, left: 1, right: ["two"], last: null },
    });
    expect(executed).toEqual(reference);
  });

  it("retries a step after a StepError, and only that step, as the SDK does", async () => {
    const { reference, executed } = await both(flaky, "contract/flaky", {});
    expect(reference.retried).toEqual([{ step: "flaky", error: { name: "Error", message: "not yet" } }]);
    expect(reference.outcome).toEqual({ output: { before: "ready", value: { attempt: 2 } } });
    expect(executed).toEqual(reference);
  });

  it("fails at once on a NonRetriableError outside a step, as the SDK does", async () => {
    const { reference, executed, run } = await both(refused, "contract/refused", {});
    expect(reference.outcome).toEqual({
      error: { name: "NonRetriableError", message: "bad input, retrying won't help" },
    });
    expect(executed).toEqual(reference);
    expect(run.attempt).toBe(0);
  });

  it("fails a step at once on a NonRetriableError in it, and the run with what the serve route answers", async () => {
    const { reference, executed, run } = await both(stepRefused, "contract/step-refused", {});
    const refusal = { name: "NonRetriableError", message: "this input is never valid" };
    expect(reference.steps).toEqual([
      { step: "load", kind: "run", data: { loaded: true } },
      { step: "reject", kind: "run", error: refusal },
    ]);
    expect(reference.retried).toEqual([]);
    expect({ ...executed, outcome: undefined }).toEqual(reference);

    const answer = await answerFor(stepRefused, run);
    expect(answer).toMatchObject({ status: 400, noRetry: "true" });
    expect(summary(answer.body)).toEqual(refusal);
    expect(executed.outcome).toEqual({ error: refusal });
    expect(run.attempt).toBe(0);
  });

  it("retries a step that always fails, then fails the run and runs onFailure as the serve route answers", async () => {
    const { reference, executed, run, key } = await both(doomed, "contract/doomed", {});
    const error = { name: "Error", message: "this never works" };
    expect(reference.steps).toEqual([{ step: "always-fails", kind: "run", error }]);
    expect(reference.retried).toEqual([{ step: "always-fails", error }]);
    expect({ ...executed, outcome: undefined }).toEqual(reference);
    const answer = await answerFor(doomed, run);
    expect(answer).toMatchObject({ status: 400, noRetry: "true" });
    expect(executed.outcome).toEqual({ error: summary(answer.body) });

    // onFailure: @inngest/test 1.0 always runs a function's main handler, so the handler's run is compared with the
    // serve route's answer to the same inngest/function.failed event.
    const handled = await settled(`failed:${run.id}`, `${functionId(doomed)}-failure`);
    const failure = handled.event as {
      name: string;
      data: { function_id: string; error: unknown; event: JobRun["event"] };
    };
    expect(failure.name).toBe("inngest/function.failed");
    expect(failure.data.function_id).toBe(functionId(doomed));
    expect(failure.data.event).toEqual(run.event);
    expect(summary(jsonErrorSchema.parse(failure.data.error))).toEqual(error);
    const direct = await askServeRoute(side.handler, {
      functionId: `${functionId(doomed)}-failure`,
      event: failure,
      maxAttempts: 1,
    });
    expect(direct.status).toBe(200);
    expect(direct.body).toEqual({ handled: error.message, name: error.name, key });
    expect(handled.status).toBe("completed");
    expect(handled.output).toEqual(direct.body);
  });

  it("retries a function that sets no retries as often as Inngest does by default (four times)", async () => {
    const { reference, executed, run } = await both(defaults, "contract/defaults", {});
    expect(reference.retried).toHaveLength(4);
    expect({ ...executed, outcome: undefined }).toEqual(reference);
    const answer = await answerFor(defaults, run);
    expect(answer).toMatchObject({ status: 400, noRetry: "true" });
    expect(executed.outcome).toEqual({ error: summary(answer.body) });
  });
});
