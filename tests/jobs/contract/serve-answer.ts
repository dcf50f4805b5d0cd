import { localSigningKey } from "@/server/events/mode";
import { newId } from "@/server/ids";
import { inngestSignature } from "@/server/jobs/local-executor/sign";
import type { Transport } from "@/server/jobs/local-executor/types";

/**
 * One call of the serve route as Inngest makes it (request version 2, one step per request), signed with the local
 * key: the reference where @inngest/test cannot run what a test needs. `steps` maps step ids to their memoized
 * results, in the form the SDK reads (`{ type: "data", data }` or `{ type: "error", error }`).
 */
export async function askServeRoute(
  handler: Transport,
  call: {
    functionId: string;
    event: Record<string, unknown>;
    steps?: Record<string, unknown>;
    stepId?: string;
    attempt?: number;
    maxAttempts: number;
  },
) {
  const stack = Object.keys(call.steps ?? {});
  const body = {
    event: call.event,
    events: [call.event],
    steps: call.steps ?? {},
    ctx: {
      run_id: newId("run"),
      attempt: call.attempt ?? 0,
      max_attempts: call.maxAttempts,
      stack: { stack, current: stack.length },
    },
    version: 2,
  };
  const url = new URL("http://local.test/api/inngest");
  url.searchParams.set("fnId", call.functionId);
  url.searchParams.set("stepId", call.stepId ?? "step");
  const response = await handler(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-inngest-signature": inngestSignature(body, localSigningKey()) },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    noRetry: response.headers.get("x-inngest-no-retry"),
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as unknown,
  };
}
