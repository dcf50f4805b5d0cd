import { z } from "zod";
import { log } from "../../log";
import { concurrencyLimitOf } from "./concurrency";
import { checkedSdkVersion } from "./sdk-version";
import type { FunctionConfig, Transport } from "./types";

const syncResponse = z.object({
  functions: z.array(
    z.object({
      id: z.string(),
      triggers: z.array(
        z.union([z.object({ event: z.string(), expression: z.string().optional() }), z.object({ cron: z.string() })]),
      ),
      steps: z.record(z.string(), z.object({ retries: z.object({ attempts: z.number().int() }).optional() })),
      concurrency: z.unknown().optional(),
    }),
  ),
  /** Sent when the sync was signed with the serve route's key, as the executor's is. */
  sdk_version: z.string().optional(),
});

/**
 * Inngest's default when a function sets no `retries`: four retries after the first attempt, as its documentation
 * on retries says. The SDK leaves `retries` out of the sync then, so the default is the executor's to apply.
 */
const defaultRetries = 4;

/** In-band sync: the serve route answers a signed PUT with every function's configuration. */
export async function syncFunctions(transport: Transport, serveUrl: string, sign: (body: unknown) => string) {
  const body = { url: serveUrl };
  const response = await transport(
    new Request(serveUrl, {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "x-inngest-sync-kind": "in_band",
        "x-inngest-signature": sign(body),
      },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) throw new Error(`in-band sync failed: ${response.status} ${await response.text()}`);
  const { functions, sdk_version: sdkVersion } = syncResponse.parse(await response.json());
  if (sdkVersion !== checkedSdkVersion) {
    log.warn("local executor: the serve route runs another inngest version than the executor was checked against", {
      served: sdkVersion ?? "unknown",
      checked: checkedSdkVersion,
    });
  }
  return functions.map(
    (fn): FunctionConfig => ({
      id: fn.id,
      triggers: fn.triggers,
      retries: fn.steps.step?.retries?.attempts ?? defaultRetries,
      concurrency: concurrencyLimitOf(fn.id, fn.concurrency),
    }),
  );
}

/** Does this function run for this event? Expressions: only the one Inngest uses for onFailure handlers. */
export function triggeredBy(fn: FunctionConfig, event: { name: string; data: Record<string, unknown> }): boolean {
  return fn.triggers.some((trigger) => {
    if (!("event" in trigger) || trigger.event !== event.name) return false;
    if (!trigger.expression) return true;
    const match = /^event\.data\.function_id == '([^']+)'$/.exec(trigger.expression.trim());
    return match !== null && event.data.function_id === match[1];
  });
}
