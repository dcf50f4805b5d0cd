import { serve } from "inngest/next";
import type { JobRun } from "@/server/db/queries/jobs";
import { inngest } from "@/server/events/client";
import type { Op, Transport } from "@/server/jobs/local-executor/types";
import { transportFor } from "../../support/serve-transport";
import { testExecutor } from "../fixtures";
import { type StepRecord, summary, type Trace, wakeOf } from "./trace";

/** An op as the serve route answers it: the executor's fields and the step's name. */
type AnsweredOp = Op & { displayName?: string };

/** The trace of a settled run, from its saved state and the ops the serve route answered for it. */
function traceOf(run: JobRun, answered: AnsweredOp[]): Trace {
  const nameOf = (id: string) => answered.find((op) => op.id === id)?.displayName ?? `unnamed step ${id}`;
  const steps = run.stack.map((id): StepRecord => {
    const sleep = answered.find((op) => op.id === id && op.op === "Sleep");
    if (sleep) return { step: nameOf(id), kind: "sleep", wake: wakeOf(sleep.name) };
    const memoized = run.steps[id];
    return memoized?.type === "data"
      ? { step: nameOf(id), kind: "run", data: memoized.data }
      : { step: nameOf(id), kind: "run", error: summary(memoized?.error) };
  });
  const retried = answered
    .filter((op) => op.op === "StepError")
    .map((op) => ({ step: nameOf(op.id), error: summary(op.error) }));
  const outcome =
    run.status === "completed"
      ? { output: run.output }
      : run.status === "failed"
        ? { error: summary(run.error) }
        : undefined;
  return { steps, retried, outcome };
}

/**
 * A local executor of `functions`, served by a handler of their own, that records every op the serve route
 * answers, per run: the other side of the contract tests.
 */
export async function recordingExecutor(functions: Parameters<typeof serve>[0]["functions"]) {
  const handler = transportFor(serve({ client: inngest, functions }));
  const answers = new Map<string, AnsweredOp[]>();
  const transport: Transport = async (request) => {
    const body = request.method === "POST" ? await request.clone().json() : undefined;
    const response = await handler(request);
    const runId: unknown = body?.ctx?.run_id;
    if (typeof runId === "string" && response.status === 206) {
      answers.set(runId, [...(answers.get(runId) ?? []), ...(await response.clone().json())]);
    }
    return response;
  };
  return {
    executor: await testExecutor(transport),
    handler,
    traceOf: (run: JobRun) => traceOf(run, answers.get(run.id) ?? []),
  };
}
