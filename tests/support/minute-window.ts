/**
 * Rate limits count in fixed minute windows (server/http/rate-limit.ts): a test that counts up to a limit and then
 * past it must do so inside one window. Waits for the next window when less than `ms` is left in this one (at most
 * that long).
 */
export async function roomLeftInMinute(ms: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
