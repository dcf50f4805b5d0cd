import { InngestTestEngine } from "@inngest/test";
import type { InngestFunction } from "inngest";
import { InngestExecutionEngine } from "inngest/internals";
import { type StepRecord, summary, type Trace, wakeOf } from "./trace";

/** Inngest's retries for a function that sets none: four after the first attempt (its documentation on retries). */
const documentedDefaultRetries = 4;

type Call = { step: string; kind: "run" } | { step: string; kind: "sleep"; wake: string };

/** The steps the last execution reached, in the order the function called them (the engine mocks every tool). */
function calledSteps(ctx: InngestTestEngine.MockContext): Call[] {
  const tools = { run: ctx.step.run, sleep: ctx.step.sleep, sleepUntil: ctx.step.sleepUntil };
  const calls = Object.entries(tools).flatMap(([tool, spy]) =>
    spy.mock.calls.map((args, i) => ({ tool, args: args as unknown[], order: spy.mock.invocationCallOrder[i]! })),
  );
  return calls
    .sort((a, b) => a.order - b.order)
    .map(({ tool, args }): Call => {
      const step = String(args[0]);
      return tool === "run" ? { step, kind: "run" } : { step, kind: "sleep", wake: wakeOf(args[1]) };
    });
}

/**
 * One run of `fn` through @inngest/test's InngestTestEngine (the SDK's own harness, which runs the function in
 * process, without the serve route), with Inngest's retries around it:
 * - @inngest/test 1.0 runs attempt 0 only and stops at a step's first error, so a retry here is another execution
 *   with the steps finished so far memoized, which is how Inngest runs one;
 * - it waits for ever on a sleep that is not memoized, so `sleeps` are memoized by name up front;
 * - it cannot hand a step that failed for good back to the function under inngest 4.24 (its memoized step gives
 *   the SDK a promise for data, and the SDK takes a defined `data` as the step's result even when the step threw),
 *   so such a run ends at that step, with no outcome: the tests take that outcome from the serve route instead.
 */
export async function viaTestEngine(
  fn: InngestFunction.Any,
  event: { name: string; data: Record<string, unknown> },
  sleeps: string[] = [],
): Promise<Trace> {
  const retries = fn.opts.retries ?? documentedDefaultRetries;
  const finished = new Map<string, unknown>();
  const attempts = new Map<string, number>();
  const retried: Trace["retried"] = [];
  for (;;) {
    const steps = [
      ...sleeps.map((id) => ({ id, handler: () => null })),
      ...[...finished].map(([id, data]) => ({ id, handler: () => data })),
    ];
    const out = await new InngestTestEngine({ function: fn, events: [event], steps }).execute();
    const records: StepRecord[] = [];
    let failedStep: string | undefined;
    for (const call of calledSteps(out.ctx)) {
      if (call.kind === "sleep") {
        records.push(call);
        continue;
      }
      const result = out.state[InngestExecutionEngine._internals.hashId(call.step)];
      if (result === undefined) {
        failedStep = call.step;
        continue;
      }
      const data = await result;
      finished.set(call.step, data);
      records.push({ step: call.step, kind: "run", data });
    }
    if (out.error === undefined) return { steps: records, retried, outcome: { output: out.result } };

    const error = summary(out.error);
    const attempt = attempts.get(failedStep ?? "") ?? 0;
    if (error.name !== "NonRetriableError" && attempt < retries) {
      attempts.set(failedStep ?? "", attempt + 1);
      if (failedStep) retried.push({ step: failedStep, error });
      continue;
    }
    if (failedStep)
      return { steps: [...records, { step: failedStep, kind: "run", error }], retried, outcome: undefined };
    return { steps: records, retried, outcome: { error } };
  }
}
