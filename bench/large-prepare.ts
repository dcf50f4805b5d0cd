import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Keypair } from "@solana/web3.js";
import { faucet } from "../tests/devnet/harness";
import { Checked, smokeOr } from "./support/checked";

/**
 * How long a wallet-mode payroll prepare with 10,000 recipients (477 ledger transactions) takes, and how much it stalls the
 * event loop meanwhile (a ping every millisecond measures it). Runs the real route handler on PGlite against an
 * in-process devnet. Every answer must be a 200 with the transactions to sign (bench/support/checked.ts), or no
 * figure is printed. Run: npm run bench:large-prepare   (BENCH_SMOKE=1: 100 and 25 recipients, one run each)
 */
const checks = new Checked("bench:large-prepare");
const counts = smokeOr([100, 25], [10_000, 100, 25]);
const runs = smokeOr(1, 5);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-prepare-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.APP_SECRET ??= "bench-app-secret-0123456789abcdef0123456789abcdef";
delete process.env.DATABASE_URL;

const { startDevnet } = await import("../server/devnet/start-devnet");
const devnet = await startDevnet({ port: 0, dataDir: path.join(dataDir, "devnet"), slotMs: 400 });
process.env.SOLANA_RPC_URL = devnet.url;
process.env.EMBEDDED_DEVNET = "1";
const { resetEnv } = await import("../server/env");
resetEnv();
const { getDb, closeDb } = await import("../server/db/client");
const { insertAccount } = await import("../server/db/queries/api-keys");
const { createApiKey } = await import("../server/services/api-keys/create-api-key");
const { createQuote } = await import("../server/services/quotes/create-quote");
const prepareRoute = await import("../app/v1/transactions/prepare/route");

const db = await getDb();
await insertAccount(db, "acc_bench", "bench", "enterprise");
const { key } = await createApiKey(db, { accountId: "acc_bench", name: "bench", permission: "admin" });
// Prepare refuses a sender who cannot pay (INSUFFICIENT_BALANCE): one sender, funded for every payroll here.
const sender = Keypair.generate();
await faucet(devnet, sender, "SOL", 20n * 1_000_000_000n);

for (const count of counts) {
  const recipients = Array.from({ length: count }, () => ({
    address: Keypair.generate().publicKey.toBase58(),
    amount: "0.001",
  }));
  // A quote per request: a wallet quote lives 30 s, less than five large prepares may take.
  const bodyWithNewQuote = async () => {
    const quote = await createQuote(db, "acc_bench", {
      inputAsset: "SOL",
      outputAsset: "SOL",
      amount: String(count / 1000),
      mode: "wallet",
      slippageBps: 100,
    });
    return JSON.stringify({
      type: "payroll",
      quoteId: quote.quoteId,
      sender: sender.publicKey.toBase58(),
      recipients,
    });
  };
  const times: number[] = [];
  let bodyBytes = 0;
  // A tick every millisecond; the longest gap between two is the longest the loop was blocked.
  let last = performance.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 1);
  let status = 0;
  for (let run = 0; run < runs; run++) {
    const body = await bodyWithNewQuote();
    bodyBytes = body.length;
    const request = new Request("http://localhost/v1/transactions/prepare", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body,
    });
    const started = performance.now();
    const response = await prepareRoute.POST(request, { params: Promise.resolve({}) });
    times.push(performance.now() - started);
    status = response.status;
    const answer = await response.text();
    // A prepare that answered without the ledger transactions to sign measured a refusal, not the work.
    const ok = status === 200 && answer.includes('"transaction');
    checks.record(ok, { what: `prepare for ${count} recipients`, status, body: answer });
    // Let the ticker run between requests, so a stall is one request's, not the sum of five.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  clearInterval(ticker);
  longestGap = Math.max(longestGap, performance.now() - last);
  times.sort((a, b) => a - b);
  checks.orExit();
  console.log(
    `${String(count).padStart(6)} recipients (${(bodyBytes / 1024).toFixed(0)} KB): answer ${status} in ` +
      `median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}); ` +
      `longest event-loop stall ${longestGap.toFixed(1)} ms`,
  );
}
await devnet.close();
await closeDb();
