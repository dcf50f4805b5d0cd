/** After its deadline, a deposit address is still watched this long: what arrives late is refunded. */
export const depositWatchWindowMs = 7 * 24 * 3_600_000;

/**
 * A watcher round beats every slot: one this long silent is dead, and a new private transaction starts the next
 * generation rather than wait for the outbox sweep (which restarts a watcher silent for a minute).
 */
export const watcherStaleMs = 10_000;
