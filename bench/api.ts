import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/**
 * API throughput: requests/s and latency of GET /v1/quote and GET /v1/transactions beside a bare route handler,
 * in one run against `next start` on 127.0.0.1. Uses DATABASE_URL when set, else PGlite in a temporary directory.
 * Run: npm run bench:api   (options: BENCH_SECONDS=10 BENCH_CONNECTIONS=20)
 */
const port = 3300;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const nextBin = path.join("node_modules", "next", "dist", "bin", "next");

function startServer(): Promise<{ server: ChildProcess; adminKey: string }> {
  if (!existsSync(path.join(".next", "BUILD_ID"))) {
    spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BOOTSTRAP_API_KEY: "",
      // Required with DATABASE_URL (server/config-check.ts).
      APP_SECRET: process.env.APP_SECRET ?? "bench-app-secret-0123456789abcdef0123456789abcdef",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const key = /psk_test_[0-9A-Za-z]{32}/.exec(output)?.[0];
      if (key) {
        clearTimeout(timer);
        resolve({ server, adminKey: key });
      }
    });
    server.on("exit", () => reject(new Error(`server exited:\n${output}`)));
  });
}

/** The rate limiter stays on; spreading the load over enough keys keeps it from answering 429. */
async function makeKeys(adminKey: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/v1/api-keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `bench ${i}`, permission: "read", tier: "enterprise" }),
    });
    keys.push(((await response.json()) as { key: string }).key);
  }
  return keys;
}

type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number };

async function measure(name: string, urlPath: string, keys: string[]): Promise<Row> {
  let next = 0;
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
      },
    ],
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main() {
  const { server, adminKey } = await startServer();
  try {
    // Each key may do 1,000 requests a minute: give every run its own share, with room to spare.
    const expected = 2_000 * seconds * 3;
    const keys = await makeKeys(adminKey, Math.max(10, Math.ceil(expected / 900)));
    const warm = () => measure("warm-up", "/api/health", keys);
    await warm();
    const rows = [
      await measure("bare handler (GET /api/health)", "/api/health", keys),
      await measure("GET /v1/quote (SOL->USDC)", "/v1/quote?inputAsset=SOL&outputAsset=USDC&amount=1.5", keys),
      await measure("GET /v1/transactions", "/v1/transactions?limit=20", keys),
    ];
    console.log(
      `\n${connections} connections, ${seconds} s each, database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`,
    );
    console.log("| endpoint | requests/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|");
    for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
    const [bare, quote] = rows;
    console.log(`\nquote / bare = ${((100 * quote!.rps) / bare!.rps).toFixed(0)}% (target >= 50%)`);
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
