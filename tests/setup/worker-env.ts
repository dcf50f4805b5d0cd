import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { resetEnv } from "../../server/env";

const databaseUrl = inject("databaseUrl");
if (databaseUrl) {
  // One database per worker slot (global-database.ts); slot ids run from 1 to maxWorkers.
  const slot = Math.min(Number(process.env.VITEST_POOL_ID ?? 0), 4);
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${slot}`;
  process.env.DATABASE_URL = url.toString();
} else delete process.env.DATABASE_URL;

// Each worker gets its own data directory: PGlite must never be opened by two processes.
if (!process.env.TEST_DATA_DIR) {
  process.env.TEST_DATA_DIR = mkdtempSync(path.join(tmpdir(), "payment-test-"));
}
process.env.DATA_DIR = process.env.TEST_DATA_DIR;
process.env.APP_SECRET ??= "test-app-secret-0123456789abcdef0123456789abcdef";
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
process.env.LOG_LEVEL = "silent";
// Private routing pays out at once in tests; its delay is a durable sleep like any other.
process.env.PRIVATE_DELAY_MIN_S ??= "0";
process.env.PRIVATE_DELAY_MAX_S ??= "0";
process.env.PAYOUT_EPOCH_MS ??= "1000";
resetEnv();
// Eight delivery attempts like production, milliseconds apart instead of hours.
process.env.WEBHOOK_RETRY_SCHEDULE ??= "0s,30ms,30ms,30ms,30ms,30ms,30ms,30ms";
resetEnv();
