import { type ChildProcess, spawn } from "node:child_process";
import { Keypair, LAMPORTS_PER_SOL, type PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { fundSol, testDevnet } from "../devnet/harness";
import { newAccountKey } from "../support/accounts";
import { roomLeftInMinute } from "../support/minute-window";
import { eventually, startReceiver } from "../support/webhook-receiver";

/**
 * Two app instances, each in its own process with its own executor, on one PostgreSQL database and one ledger:
 * payments started on one and followed on the other complete once, every event is delivered once, and rate limits
 * hold across both. PGlite is one process's database, so this runs only with DATABASE_URL.
 */
const treasury = bs58.encode(Keypair.generate().secretKey);
let world: Awaited<ReturnType<typeof testDevnet>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const instances: { child: ChildProcess; url: string }[] = [];

async function startInstance(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/instances/app-process.ts"], {
    env: {
      ...process.env,
      SOLANA_RPC_URL: world.devnet.url,
      EMBEDDED_DEVNET: "1",
      TREASURY_SECRET_KEY: treasury,
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /"port":(\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function api(base: string, key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return { status: response.status, body: (await response.json()) as any };
}

/** A SOL send quoted and created on `first`, prepared on `second`: it completes by the executors of both. */
async function startPayment(key: string, first: string, second: string) {
  const alice = Keypair.generate();
  const bob = Keypair.generate().publicKey;
  await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
  const quote = await api(first, key, "GET", "/v1/quote?inputAsset=SOL&outputAsset=SOL&amount=0.1");
  const body = {
    type: "send",
    quoteId: quote.body.quoteId,
    sender: alice.publicKey.toBase58(),
    recipients: [{ address: bob.toBase58(), amount: "0.1" }],
  };
  const prepared = await api(second, key, "POST", "/v1/transactions/prepare", body);
  const tx = VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64"));
  tx.sign([alice]);
  const signedTransaction = Buffer.from(tx.serialize()).toString("base64");
  const created = await api(first, key, "POST", "/v1/transactions", { ...body, signedTransaction });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.transactionId as string, bob, followOn: second };
}

/** An account with a webhook on the receiver, and six payments each started on one instance and prepared on the other. */
async function sixPaymentsAcrossBoth() {
  const owner = await newAccountKey("write", "enterprise");
  const path = `/hooks/${owner.principal.accountId}`;
  await createWebhook(await getDb(), owner.principal, {
    url: receiver.url(path),
    events: ["transaction.pending", "transaction.confirmed", "transaction.completed", "transaction.failed"],
  });
  const [a, b] = instances.map((i) => i.url) as [string, string];
  const payments = await Promise.all(
    Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? startPayment(owner.key, a, b) : startPayment(owner.key, b, a))),
  );
  return { owner, path, payments };
}

/** Each payment completed (followed on `on`, or where it was prepared) and paid once; each event delivered once. */
async function expectPaidOnceAndToldOnce(
  key: string,
  path: string,
  payments: { id: string; bob: PublicKey; followOn: string }[],
  on?: string,
) {
  for (const payment of payments) {
    const done = await eventually(async () => {
      const got = await api(on ?? payment.followOn, key, "GET", `/v1/transactions/${payment.id}`);
      return ["completed", "failed"].includes(got.body.status) && got.body;
    }, 30_000);
    expect(done.status).toBe("completed");
    expect(await world.connection.getBalance(payment.bob)).toBe(0.1 * LAMPORTS_PER_SOL);
  }
  await eventually(() => receiver.on(path).length >= payments.length * 3, 30_000);
  // That no second copy comes has no condition to poll for: a fixed while, then the count.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const ids = receiver.on(path).map((r) => r.headers["webhook-id"]);
  expect(ids).toHaveLength(payments.length * 3);
  expect(new Set(ids).size).toBe(ids.length);
}

describe.skipIf(!process.env.DATABASE_URL)("two app instances on one database", () => {
  beforeAll(async () => {
    process.env.TREASURY_SECRET_KEY = treasury;
    world = await testDevnet(undefined, 50);
    receiver = await startReceiver();
    instances.push(await startInstance(), await startInstance());
  }, 60_000);
  afterAll(async () => {
    for (const { child } of instances) child.kill("SIGTERM");
    await receiver?.close();
    await world?.devnet.close();
    delete process.env.TREASURY_SECRET_KEY;
  });

  it("completes payments started on one and followed on the other once, and delivers each event once", async () => {
    const { owner, path, payments } = await sixPaymentsAcrossBoth();
    await expectPaidOnceAndToldOnce(owner.key, path, payments);
  }, 120_000);

  it("loses nothing and runs nothing twice across a rolling restart: SIGTERM one instance, start its replacement", async () => {
    const { owner, path, payments } = await sixPaymentsAcrossBoth();
    // Confirmations and deliveries are in flight on both: the first instance is told to stop, as a deploy does.
    const leaving = instances[0]!;
    const exited = new Promise<number | null>((resolve) => leaving.child.once("exit", resolve));
    leaving.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    instances[0] = await startInstance();
    await expectPaidOnceAndToldOnce(owner.key, path, payments, instances[1]!.url);
  }, 120_000);

  it("holds an account's per-minute limit across both: each instance sees what the other counted before it", async () => {
    const { key } = await newAccountKey("read", "free");
    const [a, b] = instances.map((i) => i.url) as [string, string];
    await roomLeftInMinute(25_000);
    // Bursts of ten, on each instance in turn, with a pause between far longer than a 200 ms flush: the instance
    // taking a burst has seen every count the other made before it. Interleaving requests faster than a flush would
    // measure the documented overshoot instead, which depends on the machine's pace.
    let accepted = 0;
    let refused = 0;
    const windows = new Set<string | null>();
    for (let burst = 0; burst < 12; burst++) {
      for (let i = 0; i < 10; i++) {
        const response = await fetch(`${burst % 2 === 0 ? a : b}/v1/tokens`, {
          headers: { authorization: `Bearer ${key}` },
        });
        await response.body?.cancel();
        windows.add(response.headers.get("x-ratelimit-reset"));
        if (response.status === 200) accepted++;
        else if (response.status === 429) refused++;
      }
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    // Each instance alone would let 60 through (120 in all); shared counters stop the account at 60. A flush slower
    // than the pause (a loaded machine) lets at most the one burst through that had not seen it.
    expect([...windows], "every request was counted in one minute's window").toHaveLength(1);
    expect(accepted + refused).toBe(120);
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(accepted).toBeLessThanOrEqual(70);
  }, 60_000);
});
