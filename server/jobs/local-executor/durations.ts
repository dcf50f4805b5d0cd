import { parseDurationMs } from "../../durations";

/** When a Sleep op wakes: its name is a duration ("2s", "1h30m") or, for sleepUntil, a date. */
export function wakeTime(name: string, now: number): number {
  const duration = parseDurationMs(name);
  if (duration !== undefined) return now + duration;
  const at = Date.parse(name);
  return Number.isNaN(at) ? now : at;
}

/** Exponential backoff with ±20% jitter, capped; a Retry-After from the function wins when longer. */
export function retryDelayMs(attempt: number, baseMs: number, retryAfterMs?: number): number {
  const exponential = Math.min(baseMs * 2 ** attempt, 10 * 60_000);
  const jittered = exponential * (0.8 + Math.random() * 0.4);
  return Math.max(jittered, retryAfterMs ?? 0);
}
