import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Checked, smokeOr } from "./support/checked";
import { withOwnDatabase } from "./support/own-database";
import { seedExportRows } from "./support/seed-export";

/**
 * GET /v1/reports/transactions.csv over 100,000 recipient rows (20,000 payrolls of 5) in one account: the real
 * route handler called in process, its streamed body read to the end. Prints the time to the last byte and the
 * process's peak resident memory before and during the export (the export must not hold the rows: its growth
 * stays about a page's worth whatever the row count). Uses DATABASE_URL when set (in a fresh database of its own,
 * dropped after), else PGlite in a temporary directory.
 * Every run must answer 200 with every row, or no figure is printed.
 * Run: npm run bench:export   (options: BENCH_ROWS=100000 BENCH_RUNS=3; BENCH_SMOKE=1: 2,000 rows and 1 run)
 */
const rowCount = Number(process.env.BENCH_ROWS ?? smokeOr(2_000, 100_000));
const runs = Number(process.env.BENCH_RUNS ?? smokeOr(1, 3));
const perTransaction = 5;
const checks = new Checked("bench:export");
const serverUrl = process.env.DATABASE_URL;

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "bench-export-"));
process.env.APP_SECRET ??= "bench-app-secret-0123456789abcdef0123456789abcdef";
process.env.LOG_LEVEL = "warn";

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** One export read to its end, counting lines as they stream, sampling the resident memory as it goes. */
async function exportOnce(handler: Handler, key: string) {
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const response = await handler(
    new Request("http://127.0.0.1/v1/reports/transactions.csv", { headers: { authorization: `Bearer ${key}` } }),
    { params: Promise.resolve({}) },
  );
  let lines = 0;
  let bytes = 0;
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  checks.status("GET /v1/reports/transactions.csv", response.status, undefined, 200);
  checks.record(lines === rowCount + 1, { what: "every row exported", status: `${lines - 1} of ${rowCount} rows` });
  return { seconds, peakRss, bytes };
}

async function main() {
  await withOwnDatabase("bench_export", async () => {
    const { getDb } = await import("../server/db/client");
    const { insertAccount } = await import("../server/db/queries/api-keys");
    const { createApiKey } = await import("../server/services/api-keys/create-api-key");
    const { newId } = await import("../server/ids");
    const route = (await import("../app/v1/reports/transactions.csv/route")) as unknown as { GET: Handler };

    const db = await getDb();
    const accountId = newId("account");
    await insertAccount(db, accountId, "bench", "enterprise");
    const { key } = await createApiKey(db, { accountId, name: "bench", permission: "read" });
    const seeding = performance.now();
    await seedExportRows(db, accountId, "bench", Math.ceil(rowCount / perTransaction), perTransaction);
    const seededIn = ((performance.now() - seeding) / 1000).toFixed(1);
    const database = serverUrl ? "PostgreSQL" : "PGlite";
    global.gc?.();
    const before = process.memoryUsage().rss;
    console.log(`${database}: ${rowCount} recipient rows seeded in ${seededIn} s; RSS before: ${mb(before)} MB\n`);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await exportOnce(route.GET, key));
    checks.orExit();
    console.log("| run | rows | MB of CSV | seconds | peak RSS MB | growth over before MB |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    results.forEach((r, i) => {
      const line = [i + 1, rowCount, mb(r.bytes), r.seconds.toFixed(2), mb(r.peakRss), mb(r.peakRss - before)];
      console.log(`| ${line.join(" | ")} |`);
    });
    // The rate limiter saves its counters about once a second: let it, before the database goes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
