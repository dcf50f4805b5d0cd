import type { Db } from "./db/client";
import { deleteExpiredIdempotencyRecords } from "./db/queries/idempotency";
import { deleteExpiredCounters } from "./db/queries/usage-counters";
import { log } from "./log";

const everyMs = 60_000;

/** Deletes what has outlived its use: finished rate-limit windows and idempotency records past 24 h. */
export async function sweepExpired(db: Db, now = new Date()): Promise<{ counters: number; idempotency: number }> {
  const counters = await deleteExpiredCounters(db, now);
  const idempotency = await deleteExpiredIdempotencyRecords(db, now);
  return { counters, idempotency };
}

export function startHousekeeping(db: Db): () => void {
  const timer = setInterval(() => {
    sweepExpired(db).catch((error) => log.warn("housekeeping failed", { error }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
