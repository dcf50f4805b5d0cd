import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Checked, smokeOr } from "./support/checked";

/**
 * Webhook delivery: deliveries/s to a local receiver and the latency from a committed status change to the
 * receiver's receipt, through the real path (outbox row committed, publish, dispatcher function run by the local
 * executor through the Inngest serve handler, signed HTTP POST). The receiver runs on its own thread, as a
 * customer's endpoint would be another process. Uses DATABASE_URL when set, else PGlite in a temporary directory.
 *
 * Run: npx tsx bench/webhooks.ts
 *   BENCH_BURST=3000 BENCH_PRODUCERS=32   a burst: status changes committed by concurrent producers, at once
 *   BENCH_RATES=500,1000 BENCH_SECONDS=5   steady rates, each held for that long
 *   BENCH_LIGHT_RATE=20 BENCH_LIGHT_EVENTS=100   a light steady rate (latency without queueing)
 *   BENCH_PHASES=commits,burst,backlog,steady,light   which phases to run
 *   BENCH_SMOKE=1   a handful of events per phase
 * Every event must arrive exactly once and nothing else may arrive (bench/support/checked.ts), or no figure is
 * printed.
 */
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "bench-webhooks-"));
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
process.env.LOG_LEVEL = "warn";
const burst = Number(process.env.BENCH_BURST ?? smokeOr(30, 3000));
const producers = Number(process.env.BENCH_PRODUCERS ?? smokeOr(4, 32));
const rates = (process.env.BENCH_RATES ?? smokeOr("50", "500,1000")).split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? smokeOr(1, 5));
const lightRate = Number(process.env.BENCH_LIGHT_RATE ?? 20);
const lightEvents = Number(process.env.BENCH_LIGHT_EVENTS ?? smokeOr(5, 100));
const checks = new Checked("bench:webhooks");
/** No phase waits longer than this for its deliveries. */
const phaseDeadlineMs = 120_000;

const now = () => Number(process.hrtime.bigint()) / 1e6;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The customer's endpoint: answers 200 and notes when each webhook-id arrived (monotonic clock, shared). */
const receiverSource = `
const { createServer } = require("node:http");
const { parentPort } = require("node:worker_threads");
const received = [];
const server = createServer((request, response) => {
  const id = String(request.headers["webhook-id"]);
  request.resume();
  request.on("end", () => {
    received.push([id, Number(process.hrtime.bigint()) / 1e6]);
    response.writeHead(200).end();
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", (message) => {
  if (message === "count") parentPort.postMessage({ count: received.length });
  if (message === "take") parentPort.postMessage({ received: received.splice(0) });
});
`;

function startReceiver() {
  const worker = new Worker(receiverSource, { eval: true });
  const ask = <T>(message: string, key: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (reply: Record<string, unknown>) => {
        if (!(key in reply)) return;
        worker.off("message", onMessage);
        resolve(reply[key] as T);
      };
      worker.on("message", onMessage);
      worker.postMessage(message);
    });
  return {
    port: new Promise<number>((resolve) => worker.once("message", (m: { port: number }) => resolve(m.port))),
    count: () => ask<number>("count", "count"),
    take: () => ask<[string, number][]>("take", "received"),
    close: () => worker.terminate(),
  };
}

/** With DATABASE_URL, a database of the run's own on that server (dropped at the end): runs never slow each other. */
async function freshDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return async () => {};
  const { default: postgres } = await import("postgres");
  const name = `bench_webhooks_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

async function main() {
  const dropDatabase = await freshDatabase();
  const serveRoute = await import("../app/api/inngest/route");
  const { getDb, closeDb, databaseKind } = await import("../server/db/client");
  const { insertAccount } = await import("../server/db/queries/api-keys");
  const { recordEvent } = await import("../server/outbox/record-event");
  const { publishEvents, publishNow } = await import("../server/outbox/publish");
  const { newId } = await import("../server/ids");
  const { LocalExecutor } = await import("../server/jobs/local-executor/executor");
  const { localSigningKey } = await import("../server/events/mode");
  const { createWebhook } = await import("../server/services/webhooks/create-webhook");
  const { sql } = await import("drizzle-orm");

  const receiver = startReceiver();
  const port = await receiver.port;
  const db = await getDb();
  const accountId = newId("account");
  await insertAccount(db, accountId, "bench");
  const by = { accountId, actor: { type: "api_key" as const, id: "key_bench", name: "bench" } };
  await createWebhook(db, by, { url: `http://127.0.0.1:${port}/hook`, events: ["transaction.completed"] });
  const executor = new LocalExecutor({
    db,
    serveUrl: "http://bench.local/api/inngest",
    transport: (request) =>
      (serveRoute[request.method as "POST"] as unknown as (r: Request, c: unknown) => Promise<Response>)(request, {}),
    signingKey: localSigningKey(),
  });
  executor.start();

  const committedAt = new Map<string, number>();
  let sequence = 0;
  /** One status change: its outbox event committed, then published, as every status change in the service does. */
  async function statusChange(of = accountId): Promise<void> {
    const eventId = await db.transaction((tx) =>
      recordEvent(tx, {
        accountId: of,
        type: "transaction.completed",
        data: { transactionId: `txn_bench_${sequence++}`, status: "completed" },
      }),
    );
    committedAt.set(eventId, now());
    await publishEvents(db, [eventId]);
  }

  async function collect(expected: number, startedAt: number, label: string) {
    const deadline = Date.now() + phaseDeadlineMs;
    while ((await receiver.count()) < expected && Date.now() < deadline) await sleep(20);
    const received = await receiver.take();
    const latencies: number[] = [];
    const seen = new Set<string>();
    let last = startedAt;
    for (const [id, at] of received) {
      const committed = committedAt.get(id);
      if (committed === undefined || seen.has(id)) continue;
      seen.add(id);
      latencies.push(at - committed);
      last = Math.max(last, at);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const duplicates = received.length - seen.size;
    const unknown = received.filter(([id]) => !committedAt.has(id)).length;
    checks.equal(`${label}: events delivered`, seen.size, expected);
    checks.equal(`${label}: events delivered twice`, duplicates - unknown, 0);
    checks.equal(`${label}: deliveries of events this phase did not commit`, unknown, 0);
    checks.orExit();
    console.log(
      `| ${label} | ${expected} | ${seen.size} | ${duplicates} | ${(seen.size / ((last - startedAt) / 1000)).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} |`,
    );
    committedAt.clear();
  }

  /** `count` status changes at `perSecond`, started on a 10 ms tick; returns when all are committed and published. */
  async function paced(count: number, perSecond: number): Promise<void> {
    const started = now();
    const inFlight: Promise<void>[] = [];
    for (let issued = 0; issued < count; ) {
      const due = Math.min(count, Math.floor(((now() - started) / 1000) * perSecond) + 1);
      while (issued < due) {
        inFlight.push(statusChange());
        issued++;
      }
      await sleep(Math.max(1, Math.min(10, 1000 / perSecond)));
    }
    await Promise.all(inFlight);
  }

  console.log(`\ndatabase: ${(await databaseKind()) === "postgres" ? "PostgreSQL" : "PGlite"}\n`);
  console.log("| phase | status changes | delivered | duplicates | deliveries/s | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|---|---|");

  // Warm-up: the first run syncs the functions and compiles the paths.
  let started = now();
  await paced(50, 100);
  await collect(50, started, "warm-up");

  const phases: Record<string, () => Promise<void>> = {
    /** The producers' own cost: the same status changes and publishes for an account without webhooks. */
    commits: async () => {
      const quiet = newId("account");
      await insertAccount(db, quiet, "bench without webhooks");
      started = now();
      let next = 0;
      await Promise.all(
        Array.from({ length: producers }, async () => {
          while (next++ < burst) await statusChange(quiet);
        }),
      );
      const seconds = (now() - started) / 1000;
      committedAt.clear();
      console.log(
        `| commits alone: ${producers} producers, no webhook, ${(burst / seconds).toFixed(0)}/s | ${burst} | – | – | – | – | – |`,
      );
    },
    /** Status changes committed by concurrent producers as fast as they go, each published after its commit. */
    burst: async () => {
      started = now();
      let next = 0;
      await Promise.all(
        Array.from({ length: producers }, async () => {
          while (next++ < burst) await statusChange();
        }),
      );
      const committedIn = (now() - started) / 1000;
      await collect(burst, started, `burst: ${producers} producers, committing ${(burst / committedIn).toFixed(0)}/s`);
    },
    /** Delivery alone: a backlog committed but not published (as a crash leaves it), then published by the sweep. */
    backlog: async () => {
      const backlog: string[] = [];
      for (let i = 0; i < burst; i++) {
        backlog.push(
          await recordEvent(db, { accountId, type: "transaction.completed", data: { transactionId: `txn_b${i}` } }),
        );
      }
      started = now();
      for (const id of backlog) committedAt.set(id, started);
      for (let i = 0; i < backlog.length; i += 500) await publishNow(db, backlog.slice(i, i + 500));
      await collect(burst, started, "backlog: delivery alone, from its publish");
    },
    steady: async () => {
      for (const rate of rates) {
        started = now();
        await paced(rate * seconds, rate);
        await collect(rate * seconds, started, `steady ${rate}/s for ${seconds} s`);
      }
    },
    light: async () => {
      started = now();
      await paced(lightEvents, lightRate);
      await collect(lightEvents, started, `steady ${lightRate}/s`);
    },
  };
  for (const phase of (process.env.BENCH_PHASES ?? "commits,burst,backlog,steady,light").split(","))
    await phases[phase]?.();

  const runs = await db.execute(
    sql`select count(*)::int as runs, coalesce(sum(jsonb_array_length(stack)), 0)::int as steps from job_runs where function_id like '%dispatch-webhook'`,
  );
  const [{ runs: dispatcherRuns, steps }] = (Array.isArray(runs) ? runs : (runs as { rows: unknown[] }).rows) as [
    { runs: number; steps: number },
  ];
  console.log(`\ndispatcher runs: ${dispatcherRuns}, their steps (rounds, hand-overs): ${steps}`);

  await executor.stop();
  await receiver.close();
  await closeDb();
  await dropDatabase();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
