const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** When a Sleep op wakes: its name is a duration ("2s", "1h30m") or, for sleepUntil, a date. */
export function wakeTime(name: string, now: number): number {
  const parts = [...name.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g)];
  if (parts.length > 0 && parts.map((p) => p[0]).join("") === name) {
    return now + parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
  }
  const at = Date.parse(name);
  return Number.isNaN(at) ? now : at;
}

/** Exponential backoff with ±20% jitter, capped; a Retry-After from the function wins when longer. */
export function retryDelayMs(attempt: number, baseMs: number, retryAfterMs?: number): number {
  const exponential = Math.min(baseMs * 2 ** attempt, 10 * 60_000);
  const jittered = exponential * (0.8 + Math.random() * 0.4);
  return Math.max(jittered, retryAfterMs ?? 0);
}

export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
