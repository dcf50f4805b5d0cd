export type Trigger = { event: string; expression?: string } | { cron: string };

export type FunctionConfig = { id: string; triggers: Trigger[]; retries: number };

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
