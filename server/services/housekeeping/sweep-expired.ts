import type { DbOrTx } from "../../db/client";
import { deleteExpiredRows } from "../../db/queries/retention";

const hour = 3_600_000;
const day = 24 * hour;

/** How long what has served its purpose is kept, for support and audit, before it is deleted. */
export const retention = {
  /** An unused quote an hour past its expiry can only be looked at; nobody can use it. */
  unusedQuotesMs: hour,
  /** The delivery log of a webhook: 30 days of attempts, as the dashboard shows. */
  deliveryAttemptsMs: 30 * day,
  /** Published outbox jobs, finished runs and handled executor events. */
  finishedJobsMs: 7 * day,
};

/**
 * Deletes what has outlived its use: finished rate-limit windows, idempotency records past 24 h, expired sessions,
 * unused expired quotes, old delivery attempts and finished background bookkeeping. Bounded per call.
 */
export async function sweepExpired(db: DbOrTx, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return deleteExpiredRows(db, {
    now,
    quotesBefore: ago(retention.unusedQuotesMs),
    attemptsBefore: ago(retention.deliveryAttemptsMs),
    jobsBefore: ago(retention.finishedJobsMs),
  });
}
