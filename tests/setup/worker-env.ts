import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { resetEnv } from "../../server/env";

const databaseUrl = inject("databaseUrl");
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
else delete process.env.DATABASE_URL;

// Each worker gets its own data directory: PGlite must never be opened by two processes.
if (!process.env.TEST_DATA_DIR) {
  process.env.TEST_DATA_DIR = mkdtempSync(path.join(tmpdir(), "payment-test-"));
}
process.env.DATA_DIR = process.env.TEST_DATA_DIR;
process.env.APP_SECRET ??= "test-app-secret-0123456789abcdef0123456789abcdef";
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
process.env.LOG_LEVEL = "silent";
resetEnv();
// Eight delivery attempts like production, milliseconds apart instead of hours.
process.env.WEBHOOK_RETRY_SCHEDULE ??= "0s,30ms,30ms,30ms,30ms,30ms,30ms,30ms";
resetEnv();
