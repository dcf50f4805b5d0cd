import type { AttemptRow, DeliveryRow } from "../../db/queries/webhook-deliveries";

const iso = (d: Date | null) => d?.toISOString() ?? null;

function attemptView(a: AttemptRow) {
  return {
    attempt: a.attempt,
    manual: a.manual === 1,
    startedAt: a.startedAt.toISOString(),
    durationMs: a.durationMs,
    statusCode: a.statusCode,
    responseExcerpt: a.responseExcerpt,
    error: a.error,
    nextRetryAt: iso(a.nextRetryAt),
  };
}

/** A delivery as the delivery log shows it, with its own attempts picked from `attempts`. */
export function deliveryView(d: DeliveryRow, attempts: AttemptRow[]) {
  return {
    deliveryId: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attemptCount: d.attemptCount,
    lastStatusCode: d.lastStatusCode,
    nextAttemptAt: iso(d.nextAttemptAt),
    createdAt: d.createdAt.toISOString(),
    deliveredAt: iso(d.deliveredAt),
    attempts: attempts.filter((a) => a.deliveryId === d.id).map(attemptView),
  };
}
