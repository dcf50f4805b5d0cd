import { z } from "zod";
import { inngest } from "./client";

/** Every event the service sends, with its payload schema: functions parse their payload with the same schema. */
export const eventSchemas = {
  /** One event to deliver to one webhook (`manual`: a single attempt asked for by the API). */
  "webhook/delivery.requested": z.object({ deliveryId: z.string(), manual: z.boolean().optional() }),
  /** Publish outbox events a crash left behind now, instead of at the next scheduled sweep. */
  "outbox/sweep.requested": z.object({ graceMs: z.number().int().min(0).optional() }),
  /** A transaction to follow on chain until it is final. */
  "transaction/broadcast": z.object({ transactionId: z.string() }),
  /** Health check of the background machinery. */
  "system/ping": z.object({ note: z.string().optional() }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventData<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

/** Sends one event; a deterministic `id` makes a repeated send a no-op (Inngest dedupes by id). */
export async function sendEvent<N extends EventName>(name: N, data: EventData<N>, options: { id?: string } = {}) {
  const payload = eventSchemas[name].parse(data);
  await inngest.send({ name, data: payload as Record<string, unknown>, ...(options.id && { id: options.id }) });
}

/** The payload of an event a function received, checked against its schema. */
export function eventPayload<N extends EventName>(name: N, data: unknown): EventData<N> {
  return eventSchemas[name].parse(data) as EventData<N>;
}
