import { parseDurationMs } from "../../durations";
import { env } from "../../env";

/** Delays before each attempt: attempt 1 at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export function retrySchedule(): number[] {
  return env()
    .WEBHOOK_RETRY_SCHEDULE.split(",")
    .map((part) => parseDurationMs(part) ?? 0);
}

/** The wait before `attempt` (1-based), with ±10% jitter so retries of many deliveries do not line up. */
export function delayBeforeAttempt(attempt: number): number | undefined {
  const base = retrySchedule()[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.9 + Math.random() * 0.2));
}
