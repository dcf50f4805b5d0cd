import type { Db } from "../../db/client";
import { deleteExpiredRows } from "../../db/queries/retention";
import { deleteSpendingBefore } from "../../db/queries/spending-limits";
import { env } from "../../env";
import { forgetPrivateLinks } from "./forget-private-links";

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
 * unused expired quotes, old delivery attempts, finished background bookkeeping and audit events past
 * AUDIT_RETENTION_DAYS; then forgets who paid the private transactions past PRIVATE_LINK_RETENTION_DAYS
 * (forget-private-links.ts), and the spending limits' counters and charges of days before yesterday (UTC), which
 * decide nothing any more. Bounded per call.
 */
export async function sweepExpired(db: Db, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const deleted = await deleteExpiredRows(db, {
    now,
    quotesBefore: ago(retention.unusedQuotesMs),
    attemptsBefore: ago(retention.deliveryAttemptsMs),
    jobsBefore: ago(retention.finishedJobsMs),
    auditBefore: ago(env().AUDIT_RETENTION_DAYS * day),
  });
  await deleteSpendingBefore(db, ago(day).toISOString().slice(0, 10));
  return { ...deleted, privateLinksForgotten: (await forgetPrivateLinks(db, now)).transactions };
}
