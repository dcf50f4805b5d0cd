/**
 * Two lives of a service process around one private payroll. "create": makes an account, quotes and creates a
 * private USDC payroll of `size` recipients, prints it, and runs the executor (the deposit watcher and the router)
 * until FAILPOINT kills it. "resume": a fresh process with the executor and the start-up sweep; it waits until the
 * payroll is finished and prints its status and what the books say.
 */
import { Keypair } from "@solana/web3.js";
import * as quoteRoute from "@/app/v1/quote/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { sendEvent } from "@/server/events/send";
import { checkTransactionAccounting } from "@/server/services/accounting/check-accounting";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { appTransport } from "../support/serve-transport";

const [mode, arg] = process.argv.slice(2);
/** A short lease, so the second life takes over the runs the first one held without waiting a minute. */
const executorOptions = { leaseMs: 3_000 };

async function waitForFinish(transactionId: string, timeoutMs: number) {
  const db = await getDb();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await findTransactionById(db, transactionId);
    if (row && ["completed", "failed", "cancelled"].includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

async function createThenRun(size: number) {
  const executor = await testExecutor(appTransport, executorOptions);
  executor.start();
  const owner = await newAccountKey("write");
  const recipients = Array.from({ length: size }, (_, i) => ({
    address: Keypair.generate().publicKey.toBase58(),
    amount: `${1 + (i % 3)}`,
  }));
  const total = recipients.reduce((sum, r) => sum + Number(r.amount), 0);
  const quote = await call(quoteRoute.GET, "GET", "/v1/quote", {
    key: owner.key,
    query: { inputAsset: "USDC", outputAsset: "USDC", amount: String(total), mode: "private" },
  });
  const created = await call(transactionsRoute.POST, "POST", "/v1/transactions", {
    key: owner.key,
    body: { type: "payroll", quoteId: quote.body.quoteId, mode: "private", sender: recipients[0]!.address, recipients },
  });
  console.log(JSON.stringify({ ...created.body, recipients }));
  await waitForFinish(created.body.transactionId, 60_000);
  console.log("NOT KILLED");
  process.exit(3);
}

async function resume(transactionId: string) {
  const executor = await testExecutor(appTransport, executorOptions);
  executor.start();
  await sendEvent("outbox/sweep.requested", { graceMs: 0 });
  const row = await waitForFinish(transactionId, 60_000);
  if (!row) {
    console.log("TIMED OUT");
    process.exit(2);
  }
  const db = await getDb();
  const books = await checkTransactionAccounting(db, row);
  const pool = await checkPoolAccounting(db);
  console.log(JSON.stringify({ status: row.status, findings: [...books.findings, ...pool.findings] }));
  await executor.stop();
  process.exit(0);
}

(mode === "create" ? createThenRun(Number(arg)) : resume(arg!)).catch((error) => {
  console.error(error);
  process.exit(1);
});
