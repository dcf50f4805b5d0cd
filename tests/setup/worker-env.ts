import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import { envVariableNames, resetEnv } from "../../server/env";
import { endPreviousFile } from "./between-files";
import { copyPrefix, databaseUrlNamed } from "./global-database";

// What the caller's shell sets for the service (DEVNET_PORT=9150, PUBLIC_URL, a price source...) never reaches a
// test: each starts from the service's defaults and sets what it needs. The database comes from the global setup.
await endPreviousFile();
for (const name of envVariableNames) if (name !== "DATABASE_URL") delete process.env[name];

const databaseUrl = inject("databaseUrl");
if (databaseUrl) process.env.DATABASE_URL = await copyTemplateForThisFile(databaseUrl, inject("templateDatabase"));
else delete process.env.DATABASE_URL;

/** A database of this test file's own, copied from the migrated template (global-database.ts); ~0.1 s. */
async function copyTemplateForThisFile(serverUrl: string, template: string): Promise<string> {
  const name = `${copyPrefix(template)}_${process.env.VITEST_POOL_ID ?? 0}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.unsafe(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        // Two files copying at the same instant can find the template busy for a moment.
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return databaseUrlNamed(serverUrl, name);
}

// Each worker gets its own data directory: PGlite must never be opened by two processes.
if (!process.env.TEST_DATA_DIR) {
  process.env.TEST_DATA_DIR = mkdtempSync(path.join(tmpdir(), "payment-test-"));
}
process.env.DATA_DIR = process.env.TEST_DATA_DIR;
process.env.APP_SECRET ??= "test-app-secret-0123456789abcdef0123456789abcdef";
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
// Private routing pays out at once in tests; its delay is a durable sleep like any other.
process.env.PRIVATE_DELAY_MIN_S ??= "0";
process.env.PRIVATE_DELAY_MAX_S ??= "0";
process.env.PAYOUT_EPOCH_MS ??= "1000";
// Fees stay exact lamport sums in tests that check balances: the recent price is read but never offered, except
// where a test turns it on (tests/ledger/priority-fees.test.ts). Compute-unit limits from simulation apply everywhere.
process.env.PRIORITY_FEE_MAX_MICROLAMPORTS ??= "0";
resetEnv();
// Eight delivery attempts like production, milliseconds apart instead of hours.
process.env.WEBHOOK_RETRY_SCHEDULE ??= "0s,30ms,30ms,30ms,30ms,30ms,30ms,30ms";
resetEnv();
