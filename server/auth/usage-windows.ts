/** A rate-limit window: its name in the counter's key, when it resets (Unix seconds), when its counter may go. */
export type UsageWindow = { id: string; resetAt: number; expire: Date };

/** Calendar months in UTC: the window of the monthly request allowance. */
export function monthWindow(now: number): UsageWindow {
  const date = new Date(now);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return {
    id: `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}`,
    resetAt: next / 1000,
    expire: new Date(next + 7 * 24 * 3600 * 1000),
  };
}

/** The shared counter of an account's requests in a month (server/http/rate-limit.ts counts into it). */
export function monthlyCounterKey(accountId: string, window: UsageWindow): string {
  return `monthly:${accountId}:${window.id}`;
}
