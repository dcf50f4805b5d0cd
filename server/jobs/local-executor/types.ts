import type { StepOpCode } from "inngest/types";

export type Trigger = { event: string; expression?: string } | { cron: string };

/** At most `limit` runs at once per value of the event's `field` (or per function, without a field). */
export type ConcurrencyLimit = { limit: number; field?: string };

export type FunctionConfig = { id: string; triggers: Trigger[]; retries: number; concurrency?: ConcurrencyLimit };

/** One request to the serve route: a Request in, a Response out (fetch over HTTP, or the handler itself). */
export type Transport = (request: Request) => Promise<Response>;

/**
 * One operation of a 206 answer. Typed by the SDK's own op codes, so an op this executor handles that the SDK
 * renames or drops fails to compile.
 */
export type Op = {
  op: `${StepOpCode}`;
  id: string;
  name?: string;
  data?: unknown;
  error?: Record<string, unknown>;
};

export type CallOutcome =
  | { kind: "ops"; ops: Op[]; retryAfterMs?: number }
  | { kind: "done"; output: unknown }
  | { kind: "error"; error: Record<string, unknown>; retriable: boolean; retryAfterMs?: number };
