import { z } from "zod";
import { log } from "../../log";
import type { ConcurrencyLimit } from "./types";

const option = z.object({
  limit: z.number().int(),
  key: z.string().optional(),
  scope: z.enum(["fn", "env", "account"]).optional(),
});
/** Inngest's `concurrency` option as the sync payload carries it: a number, one option, or a list. */
const concurrencyOption = z.union([z.number().int(), option, z.array(option)]);

/** The only key form the local executor evaluates: one field of the event's data. */
const eventDataField = /^event\.data\.([A-Za-z_$][\w$]*)$/;

function supported(functionId: string, { limit, key, scope }: z.infer<typeof option>): ConcurrencyLimit | undefined {
  if (limit <= 0) return undefined;
  const ignored = (reason: string) => {
    log.warn(`local executor: ignoring a concurrency limit of ${functionId}: ${reason}`, { key, scope, limit });
    return undefined;
  };
  if (scope !== undefined && scope !== "fn") return ignored(`only scope "fn" is supported, not "${scope}"`);
  if (key === undefined) return { limit };
  const field = eventDataField.exec(key.trim())?.[1];
  return field ? { limit, field } : ignored("only keys of the form event.data.<field> are supported");
}

/**
 * The concurrency limit the local executor honours for a function, from its synced configuration: one limit per
 * function (the first it supports), keyed by nothing or by one field of the event's data. Anything else is left
 * out with a log line.
 */
export function concurrencyLimitOf(functionId: string, raw: unknown): ConcurrencyLimit | undefined {
  if (raw === undefined || raw === null) return undefined;
  const parsed = concurrencyOption.safeParse(raw);
  if (!parsed.success) {
    log.warn(`local executor: ignoring the unreadable concurrency option of ${functionId}`, { concurrency: raw });
    return undefined;
  }
  const options = typeof parsed.data === "number" ? [{ limit: parsed.data }] : [parsed.data].flat();
  const limits = options.map((o) => supported(functionId, o)).filter((l) => l !== undefined);
  if (limits.length > 1) {
    log.warn(`local executor: ${functionId} has ${limits.length} concurrency limits; only the first is honoured`);
  }
  return limits[0];
}

/**
 * The group a run of this event belongs to under the limit: the key field's value ('' for a limit without a key).
 * An event without the field is not limited, so events sent before the field existed still run.
 */
export function concurrencyGroup(
  limit: ConcurrencyLimit | undefined,
  event: { data: Record<string, unknown> },
): { concurrencyKey: string; concurrencyLimit: number } | undefined {
  if (!limit) return undefined;
  if (limit.field === undefined) return { concurrencyKey: "", concurrencyLimit: limit.limit };
  const value = event.data[limit.field];
  if (value === undefined || value === null) return undefined;
  return {
    concurrencyKey: typeof value === "string" ? value : JSON.stringify(value),
    concurrencyLimit: limit.limit,
  };
}
