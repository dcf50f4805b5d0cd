import { currentTraceparent } from "../tracing/spans";
import { inngest } from "./client";
import { type EventData, type EventName, eventSchemas, type OutgoingEvent } from "./schemas";

/**
 * The trace an event's runs join (W3C traceparent): the one recorded with it (an outbox job, see
 * server/outbox/record-job.ts), else the sender's active span, else none.
 */
function traceOf(data: unknown): { traceparent?: string } {
  const recorded = (data as { traceparent?: unknown } | undefined)?.traceparent;
  const traceparent = typeof recorded === "string" ? recorded : currentTraceparent();
  return traceparent ? { traceparent } : {};
}

/** Sends events in one call; a deterministic `id` makes a repeated send a no-op (Inngest dedupes by id). */
export async function sendEvents<N extends EventName>(events: OutgoingEvent<N>[]) {
  if (events.length === 0) return;
  await inngest.send(
    events.map((e) => ({
      name: e.name,
      data: { ...(eventSchemas[e.name].parse(e.data) as Record<string, unknown>), ...traceOf(e.data) },
      ...(e.id && { id: e.id }),
    })),
  );
}

/** Sends one event (see sendEvents). */
export async function sendEvent<N extends EventName>(name: N, data: EventData<N>, options: { id?: string } = {}) {
  await sendEvents([{ name, data, id: options.id }]);
}
