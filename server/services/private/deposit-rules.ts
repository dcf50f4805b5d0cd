/** After its deadline, a deposit address is still watched this long: what arrives late is refunded. */
export const depositWatchWindowMs = 7 * 24 * 3_600_000;
