import { parseDurationMs } from "@/server/durations";

export type ErrorSummary = { name: string; message: string };

/** A finished step: its result, or the error it failed with for good; a sleep: when it wakes. */
export type StepRecord =
  | { step: string; kind: "run"; data: unknown }
  | { step: string; kind: "run"; error: ErrorSummary }
  | { step: string; kind: "sleep"; wake: string };

/**
 * What a run of a function did, as both sides can observe it: its finished steps in order, the step errors that
 * were retried, and how it ended (undefined where the side cannot say; see via-test-engine.ts).
 */
export type Trace = {
  steps: StepRecord[];
  retried: { step: string; error: ErrorSummary }[];
  outcome: { output: unknown } | { error: ErrorSummary } | undefined;
};

/** An error as either side holds it (an Error, or the SDK's serialized form): its name and message. */
export function summary(error: unknown): ErrorSummary {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return { name: String(name ?? "Error"), message: String(message ?? "") };
}

/**
 * When a sleep wakes, the same from the function's arguments (a duration as text or milliseconds, or a date) and
 * from the Sleep op the serve route answers (a duration as text, or the date as ISO text).
 */
export function wakeOf(value: unknown): string {
  if (typeof value === "number") return `for ${value}ms`;
  if (typeof value === "string") {
    const ms = parseDurationMs(value);
    if (ms !== undefined) return `for ${ms}ms`;
  }
  return `until ${new Date(value as string | Date).toISOString()}`;
}
