/**
 * Two lives of a service process around one wallet-mode payment. "create": makes an account, quotes, prepares and
 * signs a SOL send for the given wallet, and submits it with FAILPOINT set by the test, so the process dies by
 * SIGKILL at that point of the create. "resume": a fresh process with the executor and the start-up sweep; it
 * waits until the transaction is finished and prints its status and how many completed events it has.
 */
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { and, eq } from "drizzle-orm";
import * as quoteRoute from "@/app/v1/quote/route";
import * as prepareRoute from "@/app/v1/transactions/prepare/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { events, quotes } from "@/server/db/schema";
import { sendEvent } from "@/server/events/send";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { appTransport } from "../support/serve-transport";
import { sign } from "./wallet-harness";

const [mode, arg, recipient] = process.argv.slice(2);

async function createThenDie(walletSecret: string, to: string) {
  const alice = Keypair.fromSecretKey(bs58.decode(walletSecret));
  const owner = await newAccountKey("write");
  const quote = await call(quoteRoute.GET, "GET", "/v1/quote", {
    key: owner.key,
    query: { inputAsset: "SOL", outputAsset: "SOL", amount: "0.25" },
  });
  const body = {
    type: "send",
    quoteId: quote.body.quoteId,
    sender: alice.publicKey.toBase58(),
    recipients: [{ address: to, amount: "0.25" }],
  };
  const prepared = await call(prepareRoute.POST, "POST", "/v1/transactions/prepare", { key: owner.key, body });
  console.log(JSON.stringify({ quoteId: quote.body.quoteId }));
  const signedTransaction = sign(prepared.body.transaction, alice);
  await call(transactionsRoute.POST, "POST", "/v1/transactions", {
    key: owner.key,
    body: { ...body, signedTransaction },
  });
  console.log("NOT KILLED");
  process.exit(3);
}

async function resume(quoteId: string) {
  const db = await getDb();
  const executor = await testExecutor(appTransport);
  executor.start();
  await sendEvent("outbox/sweep.requested", { graceMs: 0 });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    const row = quote?.usedByTransactionId ? await findTransactionById(db, quote.usedByTransactionId) : undefined;
    if (row && ["completed", "failed"].includes(row.status)) {
      const completedEvents = await db
        .select()
        .from(events)
        .where(and(eq(events.transactionId, row.id), eq(events.type, "transaction.completed")));
      console.log(JSON.stringify({ status: row.status, completedEvents: completedEvents.length }));
      await executor.stop();
      process.exit(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log("TIMED OUT");
  process.exit(2);
}

(mode === "create" ? createThenDie(arg!, recipient!) : resume(arg!)).catch((error) => {
  console.error(error);
  process.exit(1);
});
