import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Webhook delivery: deliveries/s to a local receiver and the latency from a committed status change to the
 * receiver's receipt, through the real path (outbox row, publish, fan-out function, delivery function, signed HTTP
 * POST), run by the local executor in process. Uses DATABASE_URL when set, else PGlite in a temporary directory.
 * Run: npx tsx bench/webhooks.ts   (BENCH_EVENTS=1000 BENCH_CONCURRENCY=8 BENCH_RATE=10 BENCH_PACED_EVENTS=100)
 */
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "bench-webhooks-"));
process.env.WEBHOOK_ALLOW_PRIVATE = "1";
process.env.LOG_LEVEL = "warn";
const events = Number(process.env.BENCH_EVENTS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const pacedRate = Number(process.env.BENCH_RATE ?? 10);
const pacedEvents = Number(process.env.BENCH_PACED_EVENTS ?? 100);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const { createServer } = await import("node:http");
  const serveRoute = await import("../app/api/inngest/route");
  const { getDb, closeDb } = await import("../server/db/client");
  const { insertAccount } = await import("../server/db/queries/api-keys");
  const { recordEvent } = await import("../server/events/record-event");
  const { publishEvents } = await import("../server/services/outbox/publish-events");
  const { newId } = await import("../server/ids");
  const { LocalExecutor } = await import("../server/jobs/local-executor/executor");
  const { localSigningKey } = await import("../server/jobs/mode");
  const { createWebhook } = await import("../server/services/webhooks/create-webhook");

  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  const receiver = createServer((request, response) => {
    const id = String(request.headers["webhook-id"]);
    request.resume();
    request.on("end", () => {
      const start = committedAt.get(id);
      if (start !== undefined && committedAt.delete(id)) latencies.push(performance.now() - start);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as { port: number }).port;

  const db = await getDb();
  const accountId = newId("account");
  await insertAccount(db, accountId, "bench");
  await createWebhook(db, accountId, { url: `http://127.0.0.1:${port}/hook`, events: ["transaction.completed"] });
  const executor = new LocalExecutor({
    db,
    serveUrl: "http://bench.local/api/inngest",
    transport: (request) =>
      (serveRoute[request.method as "POST"] as unknown as (r: Request, c: unknown) => Promise<Response>)(request, {}),
    signingKey: localSigningKey(),
    concurrency,
  });
  executor.start();

  async function commitAndPublish(i: number): Promise<void> {
    const eventId = await db.transaction((tx) =>
      recordEvent(tx, {
        accountId,
        type: "transaction.completed",
        data: { transactionId: `txn_${i}`, status: "completed" },
      }),
    );
    committedAt.set(eventId, performance.now());
    await publishEvents(db, [eventId]);
  }
  async function waitFor(count: number): Promise<void> {
    const deadline = Date.now() + 300_000;
    while (latencies.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }
  const report = (label: string, sample: number[], seconds: number) => {
    const sorted = [...sample].sort((a, b) => a - b);
    console.log(
      `| ${label} | ${sample.length} | ${(sample.length / seconds).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} |`,
    );
  };

  console.log(
    `\nexecutor concurrency ${concurrency}, database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`,
  );
  console.log("| phase | deliveries | deliveries/s | p50 ms | p99 ms |\n|---|---|---|---|---|");

  // Throughput: every status change at once; latency here is mostly queueing.
  let started = performance.now();
  for (let i = 0; i < events; i++) await commitAndPublish(i);
  await waitFor(events);
  report(`burst of ${events}`, latencies.splice(0), (performance.now() - started) / 1000);

  // Latency: a steady rate the executor keeps up with.
  started = performance.now();
  for (let i = 0; i < pacedEvents; i++) {
    await commitAndPublish(events + i);
    await new Promise((r) => setTimeout(r, 1000 / pacedRate));
  }
  await waitFor(pacedEvents);
  report(`paced ${pacedRate}/s`, latencies.splice(0), (performance.now() - started) / 1000);

  await executor.stop();
  receiver.close();
  await closeDb();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
