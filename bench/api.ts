import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@solana/web3.js";
import autocannon from "autocannon";
import bs58 from "bs58";
import { freePort, freePortPair } from "../tests/devnet/harness";
import { Checked, FailedAnswers, smokeOr } from "./support/checked";
import { ownDatabase } from "./support/own-database";

/**
 * API throughput: requests/s and latency of GET /v1/quote and GET /v1/transactions beside a bare route handler, in
 * one run against the app as `npm start` runs it (scripts/start.ts: the embedded devnet, then scripts/serve.ts) on
 * 127.0.0.1. Uses DATABASE_URL when set (a database of the run's own, dropped after), else PGlite in a temporary
 * directory. Every answer is checked (bench/support/checked.ts): one non-2xx, one connection error, one warning the
 * app logs or a ledger that stops answering, and no figure is printed.
 *
 * Run: npm run bench:api   (options: BENCH_SECONDS=10 BENCH_CONNECTIONS=20; BENCH_SMOKE=1: 1 s each)
 * BENCH_BREAK=wrong-key (keys the API does not know) or BENCH_BREAK=no-devnet (a ledger nobody serves) show that
 * a broken target fails the run.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? smokeOr(1, 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const breakWith = process.env.BENCH_BREAK;
const checks = new Checked("bench:api");
const serverUrl = process.env.DATABASE_URL;
const appSecret = process.env.APP_SECRET ?? "bench-app-secret-0123456789abcdef0123456789abcdef";

/**
 * Read keys of `count` accounts on the operator's tier (DEFAULT_ACCOUNT_TIER, enterprise unless set), made before
 * the app starts (an embedded database is opened by one process at a time). Limits are counted per account
 * (server/http/rate-limit.ts) and the rate limiter stays on: spreading the load over enough accounts keeps it from
 * answering 429, and any 429 is a failed answer.
 */
async function seedKeys(environment: NodeJS.ProcessEnv, count: number): Promise<string[]> {
  Object.assign(process.env, environment);
  const { resetEnv, env } = await import("../server/env");
  resetEnv();
  const { getDb, closeDb } = await import("../server/db/client");
  const { insertAccount } = await import("../server/db/queries/api-keys");
  const { createApiKey } = await import("../server/services/api-keys/create-api-key");
  const { newId } = await import("../server/ids");
  const db = await getDb();
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const accountId = newId("account");
    await insertAccount(db, accountId, `bench ${i}`, env().DEFAULT_ACCOUNT_TIER ?? "enterprise");
    keys.push((await createApiKey(db, { accountId, name: `bench ${i}`, permission: "read" })).key);
  }
  await closeDb();
  if (breakWith === "wrong-key") return keys.map((key) => `${key.slice(0, -6)}wrong0`);
  return keys;
}

/** `npm start` itself (scripts/start.ts), on free ports; resolves when the app answers its health route. */
async function startApp(environment: NodeJS.ProcessEnv, base: string): Promise<{ app: ChildProcess; rpcUrl: string }> {
  const app = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "start.ts")], {
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let rpcUrl = environment.SOLANA_RPC_URL ?? "";
  app.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    rpcUrl ||= /Devnet listening on (\S+)/.exec(output)?.[1] ?? "";
  });
  app.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    onAppWarnings(chunk.toString());
  });
  process.on("exit", () => app.kill("SIGTERM"));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited (${app.exitCode}):\n${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && rpcUrl) return { app, rpcUrl };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer in 180 s:\n${output}`);
}

/** A warning or error the app logs while measured (such as a ledger it could not read) is a failed answer. */
let measuring = false;
function onAppWarnings(text: string): void {
  if (!measuring) return;
  for (const line of text.split("\n")) {
    const level = /"level":"(warn|error)"/.exec(line)?.[1];
    if (level) checks.record(false, { what: "the app logged", status: level, body: line });
  }
}

/** The ledger the app uses, asked directly: a devnet that stopped fails the run even where a quote goes without. */
async function checkLedger(rpcUrl: string, when: string): Promise<void> {
  const answer = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getSlot", params: [] }),
  }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error: Error) => ({ status: "no answer", body: `${error.message} ${String(error.cause ?? "")}` }),
  );
  const ok = answer.status === 200 && answer.body.includes('"result"');
  checks.record(ok, { what: `the ledger (getSlot at ${rpcUrl}) ${when}`, status: answer.status, body: answer.body });
}

type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number };

async function measure(base: string, name: string, urlPath: string, keys: string[]): Promise<Row> {
  let next = 0;
  let wrong = 0;
  let firstWrong: { status: number; body: string } | undefined;
  const result = await autocannon({
    url: `${base}${urlPath}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${keys[next++ % keys.length]}` },
        }),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) return;
          wrong++;
          firstWrong ??= { status, body: String(body) };
        },
      },
    ],
  });
  const what = `${name}: GET ${urlPath}`;
  const answered = result.requests.total;
  checks.tally(answered, result.non2xx, { what, ...firstWrong });
  // A row nothing answered in its time measured nothing.
  checks.record(answered > 0, { what, status: `no answer in ${seconds} s` });
  // Counted by autocannon when onResponse saw nothing: a connection that failed or a request that timed out.
  const lost = result.errors + result.timeouts;
  checks.tally(lost, lost, { what, status: `${result.errors} connection errors, ${result.timeouts} timeouts` });
  if (wrong !== result.non2xx) checks.equal(`${what}: non-2xx seen by onResponse and autocannon`, wrong, result.non2xx);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main() {
  const [port, devnetPort, database] = await Promise.all([freePort(), freePortPair(), ownDatabase("bench_api")]);
  const base = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DEVNET_PORT: String(devnetPort),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-api-")),
    LOG_LEVEL: "warn",
    // Required with DATABASE_URL (server/config-check.ts).
    APP_SECRET: appSecret,
    ...(database.url && { DATABASE_URL: database.url }),
    // A ledger nobody serves: scripts/start.ts starts no devnet when SOLANA_RPC_URL is set (which then asks for
    // the treasury's key).
    ...(breakWith === "no-devnet" && {
      SOLANA_RPC_URL: `http://127.0.0.1:${devnetPort}`,
      TREASURY_SECRET_KEY: bs58.encode(Keypair.generate().secretKey),
    }),
  };
  delete environment.BOOTSTRAP_API_KEY;
  delete environment.EMBEDDED_DEVNET;
  if (breakWith !== "no-devnet") delete environment.SOLANA_RPC_URL;

  // Each account may do 1,000 requests a minute: the runs of a minute (warm-up, three rows) with room to spare.
  const expected = 2_500 * seconds * 4;
  const keys = await seedKeys(environment, Math.max(5, Math.ceil(expected / 800)));
  const { app, rpcUrl } = await startApp(environment, base);
  try {
    const paths = [
      ["bare handler (GET /api/health)", "/api/health"],
      ["GET /v1/quote (SOL->USDC)", "/v1/quote?inputAsset=SOL&outputAsset=USDC&amount=1.5"],
      ["GET /v1/transactions", "/v1/transactions?limit=20"],
    ] as const;
    // Warm-up: each path once (its first call compiles it and opens what it uses), then load on the bare one.
    for (const [name, urlPath] of paths) {
      const response = await fetch(`${base}${urlPath}`, { headers: { authorization: `Bearer ${keys[0]}` } });
      checks.status(`${name} (warm-up)`, response.status, await response.text());
    }
    await measure(base, "warm-up", "/api/health", keys);
    measuring = true;
    const rows: Row[] = [];
    for (const [name, urlPath] of paths) {
      await checkLedger(rpcUrl, `before ${name}`);
      rows.push(await measure(base, name, urlPath, keys));
    }
    await checkLedger(rpcUrl, "after the runs");
    // Warnings the app wrote just before the end are read before the verdict.
    await new Promise((resolve) => setTimeout(resolve, 200));
    measuring = false;
    checks.orThrow();

    console.log(
      `\n${connections} connections, ${seconds} s each, database: ${serverUrl ? "PostgreSQL" : "PGlite"}, ${keys.length} accounts; ${checks.recorded} answers checked, all right\n`,
    );
    console.log("| endpoint | requests/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|");
    for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
    const [bare, quote] = rows;
    const ratio = (100 * quote!.rps) / bare!.rps;
    console.log(`\nquote / bare = ${ratio.toFixed(0)}% (target >= 50%: ${ratio >= 50 ? "met" : "NOT met"})`);
  } finally {
    await new Promise<void>((resolve) => {
      if (app.exitCode !== null) return resolve();
      app.once("exit", () => resolve());
      app.kill("SIGTERM");
    });
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof FailedAnswers ? `\n${error.message}` : error);
    process.exit(1);
  },
);
