import type { DbOrTx } from "../db/client";
import { unpublishedEvents, unpublishedJobs } from "../db/queries/events";
import { publishNow } from "./publish";

/** Outbox rows older than this and still unpublished were left by a crash between commit and publish. */
export const defaultGraceMs = 10_000;
const batch = 500;

/** Publishes what a crash left behind in the outbox (their ids make a repeat harmless). */
export async function republishStale(db: DbOrTx, graceMs = defaultGraceMs): Promise<{ events: number; jobs: number }> {
  const before = new Date(Date.now() - graceMs);
  const events = await unpublishedEvents(db, before, batch);
  const jobs = await unpublishedJobs(db, before, batch);
  await publishNow(
    db,
    events.map((e) => e.id),
    jobs.map((j) => j.id),
  );
  return { events: events.length, jobs: jobs.length };
}
