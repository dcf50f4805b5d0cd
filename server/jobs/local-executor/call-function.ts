import { parseRetryAfterMs } from "../../net/retry-after";
import type { CallOutcome, Op, Transport } from "./types";

export type CallInput = {
  serveUrl: string;
  functionId: string;
  stepId: string;
  runId: string;
  attempt: number;
  maxAttempts: number;
  event: Record<string, unknown>;
  steps: Record<string, unknown>;
  stack: string[];
};

/**
 * One call of Inngest's execution protocol: the function runs against its memoized steps and answers with the
 * next operations (206), its result (200), or an error (4xx/5xx, `x-inngest-no-retry` when retrying is useless;
 * `retry-after` when the function asked for a later retry).
 */
export async function callFunction(
  transport: Transport,
  sign: (body: unknown) => string,
  input: CallInput,
): Promise<CallOutcome> {
  const body = {
    event: input.event,
    events: [input.event],
    steps: input.steps,
    ctx: {
      run_id: input.runId,
      attempt: input.attempt,
      max_attempts: input.maxAttempts,
      disable_immediate_execution: false,
      use_api: false,
      stack: { stack: input.stack, current: input.stack.length },
    },
    version: 2,
  };
  const url = new URL(input.serveUrl);
  url.searchParams.set("fnId", input.functionId);
  url.searchParams.set("stepId", input.stepId);
  let response: Response;
  try {
    response = await transport(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-inngest-signature": sign(body) },
        body: JSON.stringify(body),
      }),
    );
  } catch (error) {
    return { kind: "error", error: { name: "TransportError", message: String(error) }, retriable: true };
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { message: text.slice(0, 500) };
  }
  // A RetryAfterError sets retry-after on a 206 answer too: its StepError op then waits that long.
  const retryAfterMs = parseRetryAfterMs(response.headers.get("retry-after"));
  if (response.status === 206) return { kind: "ops", ops: parsed as Op[], retryAfterMs };
  if (response.status === 200) return { kind: "done", output: parsed };
  return {
    kind: "error",
    error: (parsed ?? { message: `HTTP ${response.status}` }) as Record<string, unknown>,
    retriable: response.headers.get("x-inngest-no-retry") !== "true",
    retryAfterMs,
  };
}
