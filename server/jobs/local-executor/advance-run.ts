import type { Db } from "../../db/client";
import { type JobRun, renewLease, saveRun } from "../../db/queries/jobs";
import type { MemoizedStep } from "../../db/schema";
import { log } from "../../log";
import { metrics } from "../../metrics/registry";
import { type CallInput, callFunction } from "./call-function";
import { retryDelayMs, wakeTime } from "./durations";
import { holdLease, type Lease } from "./lease-heartbeat";
import type { CallOutcome, FunctionConfig, Op, Transport } from "./types";

export type RunContext = {
  db: Db;
  holder: string;
  leaseMs: number;
  transport: Transport;
  serveUrl: string;
  sign: (body: unknown) => string;
  retryBaseMs: number;
  /** Called once when a run fails for good (to emit inngest/function.failed). */
  onFailed: (run: JobRun, error: Record<string, unknown>) => Promise<void>;
  /** Called when the run goes back to the queue, due at `at`. */
  onReleased: (at: Date) => void;
};

type State = {
  steps: Record<string, MemoizedStep>;
  stack: string[];
  planned: Record<string, number>;
  waitUntil: number | undefined;
};

/** Calls past this many in one claim go back to the queue, so one long run can't starve the others. */
const maxCallsPerClaim = 100;

function memoize(state: State, id: string, step: MemoizedStep): void {
  if (!(id in state.steps)) state.stack.push(id);
  state.steps[id] = step;
  delete state.planned[id];
}

function later(state: State, at: number): void {
  state.waitUntil = Math.max(state.waitUntil ?? 0, at);
}

/** A step or a call of the function failed (retried or not). */
function countFailure(fn: FunctionConfig): void {
  metrics().jobFailures.inc({ function: fn.id });
}

/**
 * Applies the ops of a 206 answer (with its retry-after, if any); returns an error for an op this executor does not
 * implement.
 */
function applyOps(
  state: State,
  answer: { ops: Op[]; retryAfterMs?: number },
  fn: FunctionConfig,
  ctx: RunContext,
  attemptOf: (id: string) => number,
) {
  const now = Date.now();
  for (const op of answer.ops) {
    switch (op.op) {
      case "StepRun":
        memoize(state, op.id, { type: "data", data: op.data ?? null });
        break;
      case "StepPlanned":
        state.planned[op.id] ??= 0;
        break;
      case "Sleep":
        memoize(state, op.id, { type: "data", data: null });
        later(state, wakeTime(op.name ?? "0s", now));
        break;
      case "StepError": {
        countFailure(fn);
        const attempt = attemptOf(op.id);
        if (attempt >= fn.retries) memoize(state, op.id, { type: "error", error: op.error ?? {} });
        else {
          state.planned[op.id] = attempt + 1;
          later(state, now + retryDelayMs(attempt, ctx.retryBaseMs, answer.retryAfterMs));
        }
        break;
      }
      case "StepFailed":
        countFailure(fn);
        memoize(state, op.id, { type: "error", error: op.error ?? {} });
        break;
      default:
        return { name: "UnsupportedOperation", message: `The local executor does not support ${op.op}` };
    }
  }
  return undefined;
}

/**
 * Drives one claimed run as far as it can go now: runs planned steps (in parallel), calls the function for its
 * next ops, and saves after every answer, so a crash repeats at most the step that was running. The lease is
 * renewed all along; once it is lost, the answer in hand is dropped: the run is the new holder's.
 */
export async function advanceRun(ctx: RunContext, fn: FunctionConfig, run: JobRun): Promise<void> {
  const lease = holdLease(() => renewLease(ctx.db, ctx.holder, run.id, ctx.leaseMs), ctx.leaseMs);
  try {
    await drive(ctx, fn, run, lease);
  } finally {
    lease.stop();
  }
}

function leaseLost(run: JobRun): void {
  log.warn("local executor: lost the lease of a run during a call; another executor has it", {
    runId: run.id,
    functionId: run.functionId,
  });
}

async function drive(ctx: RunContext, fn: FunctionConfig, run: JobRun, lease: Lease): Promise<void> {
  const state: State = {
    steps: { ...run.steps },
    stack: [...run.stack],
    planned: { ...run.planned },
    waitUntil: undefined,
  };
  let attempt = run.attempt;
  const call = (stepId: string, stepAttempt: number): Promise<CallOutcome> => {
    const input: CallInput = {
      serveUrl: ctx.serveUrl,
      functionId: fn.id,
      stepId,
      runId: run.id,
      attempt: stepAttempt,
      maxAttempts: fn.retries + 1,
      event: run.event,
      steps: state.steps,
      stack: state.stack,
    };
    return callFunction(ctx.transport, ctx.sign, input);
  };
  const save = (changes: Partial<JobRun> = {}) =>
    saveRun(
      ctx.db,
      ctx.holder,
      { id: run.id, steps: state.steps, stack: state.stack, planned: state.planned, attempt, ...changes },
      ctx.leaseMs,
    );
  /** Back to the queue, due at `at` (a sleep, a retry, or other runs' turn). */
  const release = async (at: Date, changes: Partial<JobRun> = {}) => {
    if (await save({ ...changes, nextRunAt: at, lockedBy: null, lockedUntil: null })) ctx.onReleased(at);
  };
  const fail = async (error: Record<string, unknown>) => {
    if (await save({ status: "failed", error, finishedAt: new Date(), lockedBy: null, lockedUntil: null })) {
      await ctx.onFailed(run, error);
    }
  };

  for (let calls = 0; calls < maxCallsPerClaim; calls++) {
    const planned = Object.entries(state.planned);
    if (planned.length > 0) {
      const outcomes = await Promise.all(planned.map(([id, stepAttempt]) => call(id, stepAttempt)));
      if (lease.lost) return leaseLost(run);
      for (const [i, outcome] of outcomes.entries()) {
        const [id, stepAttempt] = planned[i]!;
        const answer =
          outcome.kind === "ops"
            ? outcome
            : {
                ops: [
                  {
                    op: "StepError" as const,
                    id,
                    error: outcome.kind === "error" ? outcome.error : { message: "unexpected result" },
                  },
                ],
                retryAfterMs: outcome.kind === "error" ? outcome.retryAfterMs : undefined,
              };
        const unsupported = applyOps(state, answer, fn, ctx, () => stepAttempt);
        if (unsupported) return fail(unsupported);
      }
      if (state.waitUntil !== undefined) return release(new Date(state.waitUntil));
      if (!(await save())) return;
      continue;
    }

    const outcome = await call("step", attempt);
    if (lease.lost) return leaseLost(run);
    if (outcome.kind === "done") {
      await save({
        status: "completed",
        output: outcome.output ?? null,
        finishedAt: new Date(),
        lockedBy: null,
        lockedUntil: null,
      });
      return;
    }
    if (outcome.kind === "error") {
      countFailure(fn);
      if (!outcome.retriable || attempt >= fn.retries) return fail(outcome.error);
      const delay = retryDelayMs(attempt, ctx.retryBaseMs, outcome.retryAfterMs);
      attempt += 1;
      return release(new Date(Date.now() + delay), { error: outcome.error });
    }
    const unsupported = applyOps(state, outcome, fn, ctx, (id) => state.planned[id] ?? 0);
    if (unsupported) return fail(unsupported);
    if (state.waitUntil !== undefined) return release(new Date(state.waitUntil));
    if (!(await save())) return;
  }
  await release(new Date());
}
