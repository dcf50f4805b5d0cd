import { type EventData, eventIds } from "./schemas";
import { sendEvents } from "./send";

/** A delivery whose attempt failed: it continues at `fromAttempt`, not before `notBefore`. */
export type RetryHandOver = Required<
  Pick<EventData<"webhook/delivery.requested">, "deliveryId" | "fromAttempt" | "notBefore">
>;

/**
 * Gives each delivery whose attempt failed a delivery run of its own for the retries, as the dispatcher and a
 * recovery both do. The run's id: a dispatcher's delivery is one run per attempt it continues from; a recovery's
 * is one per recovery and delivery (eventIds in server/events/schemas.ts), so a repeated step sends nothing new.
 */
export async function handOverRetries(
  handOver: RetryHandOver[],
  accountId: string | undefined,
  recoveryId?: string,
): Promise<void> {
  await sendEvents(
    handOver.map((h) => ({
      name: "webhook/delivery.requested" as const,
      id: recoveryId ? eventIds.recoveryRetry(recoveryId, h.deliveryId) : eventIds.retry(h.deliveryId, h.fromAttempt),
      data: { ...h, accountId },
    })),
  );
}
