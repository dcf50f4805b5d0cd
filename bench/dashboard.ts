import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedTransactions } from "./dashboard-seed";
import { Checked, smokeOr } from "./support/checked";
import { withOwnDatabase } from "./support/own-database";

/**
 * The dashboard's reads with 100,000 transactions in one account: the transactions page's first page (plain,
 * filtered, searched, deep), a transaction's detail, and the overview's stats. Each is the real route handler called
 * in process (authentication, rate limit, validation, query, JSON), so the figure is server time without the
 * network. Uses DATABASE_URL when set (in a fresh database of its own, dropped after), else PGlite in a temporary
 * directory.
 * Every answer must be a 200 (bench/support/checked.ts), or no figure is printed.
 * Run: npm run bench:dashboard   (options: BENCH_TRANSACTIONS=100000 BENCH_RUNS=30; BENCH_SMOKE=1: 1,000 and 2)
 */
const transactionCount = Number(process.env.BENCH_TRANSACTIONS ?? smokeOr(1_000, 100_000));
const runs = Number(process.env.BENCH_RUNS ?? smokeOr(2, 30));
const checks = new Checked("bench:dashboard");
const serverUrl = process.env.DATABASE_URL;

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "bench-dashboard-"));
process.env.APP_SECRET ??= "bench-app-secret-0123456789abcdef0123456789abcdef";
process.env.LOG_LEVEL = "warn";

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function time(handler: Handler, url: string, key: string, params: Record<string, string> = {}) {
  const started = performance.now();
  const response = await handler(
    new Request(`http://127.0.0.1${url}`, { headers: { authorization: `Bearer ${key}` } }),
    {
      params: Promise.resolve(params),
    },
  );
  const body = await response.text();
  const ms = performance.now() - started;
  checks.status(`GET ${url}`, response.status, body, 200);
  return ms;
}

async function measure(name: string, handler: Handler, url: string, key: string, params?: Record<string, string>) {
  for (let i = 0; i < 3; i++) await time(handler, url, key, params);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await time(handler, url, key, params));
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  return { name, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function main() {
  await withOwnDatabase("bench_dashboard", async () => {
    const { getDb } = await import("../server/db/client");
    const { insertAccount } = await import("../server/db/queries/api-keys");
    const { createApiKey } = await import("../server/services/api-keys/create-api-key");
    const { newId } = await import("../server/ids");
    const transactions = (await import("../app/v1/transactions/route")) as unknown as { GET: Handler };
    const detail = (await import("../app/v1/transactions/[transactionId]/route")) as unknown as { GET: Handler };
    const deliveries = (await import("../app/v1/transactions/[transactionId]/deliveries/route")) as unknown as {
      GET: Handler;
    };
    const stats = (await import("../app/v1/stats/route")) as unknown as { GET: Handler };

    const db = await getDb();
    const accountId = newId("account");
    await insertAccount(db, accountId, "bench", "enterprise");
    const { row, key } = await createApiKey(db, { accountId, name: "bench", permission: "read" });
    const seeding = performance.now();
    await seedTransactions(db, accountId, row.id, transactionCount);
    const seededIn = ((performance.now() - seeding) / 1000).toFixed(1);
    const database = serverUrl ? "PostgreSQL" : "PGlite";
    console.log(`${database}: ${transactionCount} transactions seeded in ${seededIn} s; ${runs} runs each\n`);

    const middle = `txn_bench${Math.floor(transactionCount / 2)}`;
    const rows = [
      await measure("transactions, first page", transactions.GET, "/v1/transactions?limit=20", key),
      await measure("  + status=failed&asset=USDT", transactions.GET, "/v1/transactions?status=failed&asset=USDT", key),
      await measure(
        "  + type, mode, 7-day window",
        transactions.GET,
        `/v1/transactions?type=payroll&mode=wallet&from=${new Date(Date.now() - 7 * 86_400_000).toISOString()}`,
        key,
      ),
      await measure("  search: recipient address", transactions.GET, "/v1/transactions?q=Recipient4242", key),
      await measure("  search: signature", transactions.GET, `/v1/transactions?q=sig_bench${middle.slice(9)}`, key),
      await measure(
        "  next page by cursor (middle)",
        transactions.GET,
        `/v1/transactions?startingAfter=${middle}`,
        key,
      ),
      await measure("  page 2,500 by offset", transactions.GET, "/v1/transactions?offset=50000", key),
      await measure("transaction detail", detail.GET, `/v1/transactions/${middle}`, key, { transactionId: middle }),
      await measure("transaction deliveries", deliveries.GET, `/v1/transactions/${middle}/deliveries`, key, {
        transactionId: middle,
      }),
      await measure("stats, last 30 days (default)", stats.GET, "/v1/stats", key),
      await measure(
        "stats, 90 days (all 100,000)",
        stats.GET,
        `/v1/stats?from=${new Date(Date.now() - 91 * 86_400_000).toISOString()}`,
        key,
      ),
    ];
    checks.orExit();
    console.log("| request | p50 ms | p95 ms | max ms |");
    console.log("| --- | --- | --- | --- |");
    for (const r of rows) console.log(`| ${r.name} | ${r.p50} | ${r.p95} | ${r.max} |`);
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
