/** After its deadline, a deposit address is still watched this long: what arrives late is refunded. */
export const depositWatchWindowMs = 7 * 24 * 3_600_000;

/**
 * A loop's round (the watcher's, the payout epochs') beats every second or so: one this long silent is dead, and new
 * work starts the next generation rather than wait for the outbox sweep (which restarts a loop silent for a minute).
 */
export const loopStaleMs = 10_000;
