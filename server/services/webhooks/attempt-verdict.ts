import type { DeliveryRow } from "../../db/queries/webhook-deliveries";
import { parseRetryAfterMs } from "../../net/retry-after";
import type { PostResult } from "../../net/safe-post";
import { delayBeforeAttempt } from "./retry-schedule";

/** What one HTTP attempt came to: an answer, or the error that stopped it before one. */
export type Sent = { startedAt: Date; durationMs: number; result?: PostResult; error?: string };

export type Verdict = { outcome: "succeeded" | "gone" | "exhausted" } | { outcome: "retry"; waitMs: number; at: Date };

/** Retry-After is honoured up to a day; never sooner than the schedule. */
const maxRetryAfterMs = 24 * 3600 * 1000;

/**
 * 2xx delivers; 410 gives the endpoint up; anything else (3xx included: redirects are not followed, and errors) is
 * tried again on the schedule, unless the schedule is used up. A manual attempt is one attempt, never rescheduled.
 * `now` is when the attempt ended: the next one is due from then.
 */
export function judge(sent: Sent, attempt: number, manual: boolean, now: Date): Verdict {
  const status = sent.result?.status;
  if (status !== undefined && status >= 200 && status < 300) return { outcome: "succeeded" };
  if (status === 410) return { outcome: "gone" };
  const scheduled = manual ? undefined : delayBeforeAttempt(attempt + 1);
  if (scheduled === undefined) return { outcome: "exhausted" };
  const asked = parseRetryAfterMs(sent.result?.retryAfter ?? null) ?? 0;
  const waitMs = Math.max(scheduled, Math.min(asked, maxRetryAfterMs));
  return { outcome: "retry", waitMs, at: new Date(now.getTime() + waitMs) };
}

/** The delivery row after an attempt with this verdict (`at`: when the attempt ended). */
export function deliveryAfter(
  delivery: DeliveryRow,
  attempt: number,
  sent: Sent,
  verdict: Verdict,
  manual: boolean,
  at: Date,
): Partial<DeliveryRow> {
  const base = { attemptCount: Math.max(delivery.attemptCount, attempt), lastStatusCode: sent.result?.status ?? null };
  switch (verdict.outcome) {
    case "succeeded":
      return { ...base, status: "succeeded", deliveredAt: at, nextAttemptAt: null };
    case "gone":
      return { ...base, status: "failed", nextAttemptAt: null };
    case "exhausted":
      return { ...base, status: manual ? delivery.status : "failed", nextAttemptAt: null };
    case "retry":
      return { ...base, nextAttemptAt: verdict.at };
  }
}
