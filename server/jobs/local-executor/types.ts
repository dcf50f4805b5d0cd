export type Trigger = { event: string; expression?: string } | { cron: string };

/** At most `limit` runs at once per value of the event's `field` (or per function, without a field). */
export type ConcurrencyLimit = { limit: number; field?: string };

export type FunctionConfig = { id: string; triggers: Trigger[]; retries: number; concurrency?: ConcurrencyLimit };

/** One request to the serve route: a Request in, a Response out (fetch over HTTP, or the handler itself). */
export type Transport = (request: Request) => Promise<Response>;

export type Op = {
  op: string;
  id: string;
  name?: string;
  data?: unknown;
  error?: Record<string, unknown>;
};

export type CallOutcome =
  | { kind: "ops"; ops: Op[] }
  | { kind: "done"; output: unknown }
  | { kind: "error"; error: Record<string, unknown>; retriable: boolean; retryAfterMs?: number };
