import { z } from "zod";
import { inngest } from "./client";

/** Every event the service sends, with its payload schema: functions parse their payload with the same schema. */
export const eventSchemas = {
  /** Deliver a webhook's new deliveries (first attempts): the dispatcher of one generation. */
  "webhook/dispatch.requested": z.object({
    webhookId: z.string(),
    generation: z.number().int().positive(),
    /** The webhook's account: the dispatchers' concurrency key (optional: events sent before it are not limited). */
    accountId: z.string().optional(),
  }),
  /**
   * Attempts of one delivery from `fromAttempt` on, the first of them not before `notBefore` (the retries a
   * dispatcher hands over); `manual`: a single attempt asked for by the API.
   */
  "webhook/delivery.requested": z.object({
    deliveryId: z.string(),
    manual: z.boolean().optional(),
    fromAttempt: z.number().int().min(1).optional(),
    notBefore: z.iso.datetime().optional(),
    /** The webhook's account: the delivery runs' concurrency key (optional, as for dispatch). */
    accountId: z.string().optional(),
  }),
  /** Publish outbox events a crash left behind now, instead of at the next scheduled sweep. */
  "outbox/sweep.requested": z.object({ graceMs: z.number().int().min(0).optional() }),
  /** A transaction to follow on chain until it is final. */
  "transaction/broadcast": z.object({ transactionId: z.string() }),
  /** Health check of the background machinery. */
  "system/ping": z.object({ note: z.string().optional() }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventData<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

export type OutgoingEvent<N extends EventName> = { name: N; data: EventData<N>; id?: string };

/** Sends events in one call; a deterministic `id` makes a repeated send a no-op (Inngest dedupes by id). */
export async function sendEvents<N extends EventName>(events: OutgoingEvent<N>[]) {
  if (events.length === 0) return;
  await inngest.send(
    events.map((e) => ({
      name: e.name,
      data: eventSchemas[e.name].parse(e.data) as Record<string, unknown>,
      ...(e.id && { id: e.id }),
    })),
  );
}

/** Sends one event (see sendEvents). */
export async function sendEvent<N extends EventName>(name: N, data: EventData<N>, options: { id?: string } = {}) {
  await sendEvents([{ name, data, id: options.id }]);
}

/** The payload of an event a function received, checked against its schema. */
export function eventPayload<N extends EventName>(name: N, data: unknown): EventData<N> {
  return eventSchemas[name].parse(data) as EventData<N>;
}
