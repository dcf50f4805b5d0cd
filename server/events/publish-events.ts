import type { DbOrTx } from "../db/client";
import { markPublished } from "../db/queries/events";
import { sendEvent } from "../jobs/events";
import { log } from "../log";

/**
 * Hands committed outbox events to the background executor. The event id is derived from the outbox row, so a
 * publish repeated by the sweep after a crash is deduplicated. A failure here is logged, not thrown: the change
 * is committed, and the sweep will publish what this missed.
 */
export async function publishEvents(db: DbOrTx, eventIds: string[]): Promise<void> {
  try {
    for (const eventId of eventIds) {
      await sendEvent("outbox/event.recorded", { eventId }, { id: `outbox:${eventId}` });
    }
    await markPublished(db, eventIds, new Date());
  } catch (error) {
    log.warn("publishing events failed; the outbox sweep will retry", { eventIds, error });
  }
}
