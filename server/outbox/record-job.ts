import type { DbOrTx } from "../db/client";
import { insertOutboxJobs } from "../db/queries/events";
import { type EventName, eventSchemas, type OutgoingEvent } from "../events/schemas";
import { currentTraceparent } from "../tracing/spans";

/** A job to hand to the executor once the caller's transaction commits; needs a deterministic id. */
export type JobIntent<N extends EventName = EventName> = OutgoingEvent<N> & { id: string };

/**
 * Records background work in the outbox. Call it inside the database transaction whose change calls for the work,
 * so the intent exists exactly when the change does; publish after commit, and the sweep sends what a crash left.
 * The active span's traceparent is recorded with the job, so its run joins this trace even when the sweep sends it.
 */
export async function recordJobs(tx: DbOrTx, jobs: JobIntent[]): Promise<string[]> {
  const traceparent = currentTraceparent();
  await insertOutboxJobs(
    tx,
    jobs.map((job) => ({
      id: job.id,
      name: job.name,
      data: {
        ...(eventSchemas[job.name].parse(job.data) as Record<string, unknown>),
        ...(traceparent && { traceparent }),
      },
    })),
  );
  return jobs.map((job) => job.id);
}
