import type { DbOrTx } from "../../db/client";
import { microBatch } from "../../db/micro-batch";
import { findEvents, markPublished } from "../../db/queries/events";
import { kickDispatch } from "../../db/queries/webhook-dispatch";
import { log } from "../../log";
import { createDeliveries } from "../webhooks/create-deliveries";
import { sendDispatchEvents } from "../webhooks/dispatch-events";

/**
 * Hands committed outbox events on: their deliveries are created, then each webhook's dispatcher is kicked (a new
 * generation starts where none is active) and its event sent, whose id makes a repeat the same run. Deliveries
 * are unique per (webhook, event), so a publish repeated by the sweep after a crash creates and sends nothing twice.
 */
export async function publishNow(db: DbOrTx, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const webhookIds = await createDeliveries(db, await findEvents(db, eventIds));
  await sendDispatchEvents(db, await kickDispatch(db, webhookIds));
  await markPublished(db, eventIds, new Date());
}

const publishers = new WeakMap<DbOrTx, (eventId: string) => Promise<void>>();

function publisherFor(db: DbOrTx) {
  let publish = publishers.get(db);
  if (!publish) {
    publish = microBatch(async (ids: string[]) => {
      await publishNow(db, ids);
      return ids.map(() => undefined);
    }, 500);
    publishers.set(db, publish);
  }
  return publish;
}

/**
 * Publishes events right after the commit that recorded them. Status changes committing at the same moment are
 * published together. A failure is logged, not thrown: the status change is committed, and the sweep publishes
 * what this missed.
 */
export async function publishEvents(db: DbOrTx, eventIds: string[]): Promise<void> {
  try {
    await Promise.all(eventIds.map(publisherFor(db)));
  } catch (error) {
    log.warn("publishing events failed; the outbox sweep will retry", { eventIds, error });
  }
}
