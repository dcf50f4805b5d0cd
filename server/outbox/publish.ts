import type { DbOrTx } from "../db/client";
import { microBatch } from "../db/micro-batch";
import { findEvents, findOutboxJobs, markJobsPublished, markPublished } from "../db/queries/events";
import { kickDispatch } from "../db/queries/webhook-dispatch";
import { accountsOfWebhooks } from "../db/queries/webhooks";
import { dispatchRequested, type EventName, type OutgoingEvent } from "../events/schemas";
import { sendEvents } from "../events/send";
import { log } from "../log";
import { countTransactionStatuses } from "./count-statuses";
import { createDeliveries } from "./create-deliveries";

/**
 * Hands committed outbox rows on. Status events: their deliveries are created, then each webhook's dispatcher is
 * kicked (a new generation starts where none is active) and its event sent, whose id makes a repeat the same run.
 * Jobs: sent to the executor under their recorded ids. Deliveries are unique per (webhook, event) and job ids
 * dedupe, so a publish repeated by the sweep after a crash creates and starts nothing twice.
 */
export async function publishNow(db: DbOrTx, eventIds: string[], jobIds: string[] = []): Promise<void> {
  if (eventIds.length > 0) {
    const events = await findEvents(db, eventIds);
    const webhookIds = await createDeliveries(db, events);
    const accounts = await accountsOfWebhooks(db, webhookIds);
    const kicked = await kickDispatch(db, webhookIds);
    await sendEvents(kicked.map((request) => dispatchRequested(request, accounts.get(request.webhookId))));
    await markPublished(db, eventIds, new Date());
    countTransactionStatuses(events);
  }
  if (jobIds.length > 0) {
    const jobs = await findOutboxJobs(db, jobIds);
    await sendEvents(jobs.map((job) => ({ id: job.id, name: job.name, data: job.data }) as OutgoingEvent<EventName>));
    await markJobsPublished(db, jobIds, new Date());
  }
}

type Row = { kind: "event" | "job"; id: string };
const publishers = new WeakMap<DbOrTx, (row: Row) => Promise<void>>();

function publisherFor(db: DbOrTx) {
  let publish = publishers.get(db);
  if (!publish) {
    publish = microBatch(async (rows: Row[]) => {
      const ids = (kind: Row["kind"]) => rows.filter((r) => r.kind === kind).map((r) => r.id);
      await publishNow(db, ids("event"), ids("job"));
      return rows.map(() => undefined);
    }, 500);
    publishers.set(db, publish);
  }
  return publish;
}

/**
 * Publishes outbox rows right after the commit that recorded them. Changes committing at the same moment are
 * published together. A failure is logged, not thrown: the change is committed, and the sweep publishes what this
 * missed.
 */
export async function publishEvents(db: DbOrTx, eventIds: string[], jobIds: string[] = []): Promise<void> {
  const publish = publisherFor(db);
  const rows: Row[] = [
    ...eventIds.map((id) => ({ kind: "event" as const, id })),
    ...jobIds.map((id) => ({ kind: "job" as const, id })),
  ];
  try {
    await Promise.all(rows.map(publish));
  } catch (error) {
    log.warn("publishing the outbox failed; the sweep will retry", { eventIds, jobIds, error });
  }
}
