import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from "@solana/web3.js";
import bs58 from "bs58";
import { startDevnet } from "../server/devnet/start-devnet";
import type { Receipt } from "./devnet-subscriptions-clients";
import { Checked, smokeOr } from "./support/checked";
import { rpc } from "./support/json-rpc";

/**
 * How soon signature notifications follow confirmation: BENCH_TXS concurrent `signatureSubscribe` (commitment
 * confirmed) spread over BENCH_CONNECTIONS websockets, for as many SOL transfers sent at once through
 * `sendTransaction` by 8 clients. A transaction in slot S is confirmed the moment slot S + 1 opens; the delay runs
 * from that moment to the notification's arrival, in ms and in slots opened meanwhile. The devnet runs here, its
 * slots opened every 400 ms by this bench (as its own timer would, noting when); the subscribers read on a worker
 * thread, so the devnet's work (executing, saving) never holds up their reading.
 * Every send must be accepted and every subscription notified once, in a slot a transfer landed in
 * (bench/support/checked.ts), or no figure is printed.
 * Run: npm run bench:devnet-subscriptions   (BENCH_TXS=1000 BENCH_CONNECTIONS=4; BENCH_SMOKE=1: 20)
 */
const count = Number(process.env.BENCH_TXS ?? smokeOr(20, 1000));
const checks = new Checked("bench:devnet-subscriptions");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const slotMs = 400;
const senders = 8;
const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Resolves with the worker's next message carrying `key`, or fails after `ms`. */
function nextMessage<T>(worker: Worker, key: string, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${key} from the subscribers in ${ms} ms`)), ms);
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      clearTimeout(timer);
      worker.off("message", onMessage);
      resolve(message[key] as T);
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-subscriptions-"));
  const devnet = await startDevnet({ port: 0, dataDir, slotMs: 3_600_000 });
  const slotOpenedAt = new Map<number, number>();
  const timer = setInterval(() => {
    slotOpenedAt.set(devnet.ledger.slot + 1, now());
    devnet.advanceSlots(1);
  }, slotMs);

  const payers = Array.from({ length: senders }, () => Keypair.generate());
  for (const payer of payers)
    await rpc(devnet.url, "requestAirdrop", [payer.publicKey.toBase58(), 50 * LAMPORTS_PER_SOL]);
  const receiver = Keypair.generate().publicKey;
  const { value } = (await rpc(devnet.url, "getLatestBlockhash", [{ commitment: "processed" }])) as {
    value: { blockhash: string };
  };
  const transfers = Array.from({ length: count }, (_, i) => {
    const payer = payers[i % senders]!;
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: value.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 100 + i }),
    );
    tx.sign(payer);
    return { wire: tx.serialize().toString("base64"), signature: bs58.encode(tx.signature!) };
  });

  // A worker does not inherit tsx's loader: it registers it, then loads the TypeScript entry.
  const entry = new URL("./devnet-subscriptions-clients.ts", import.meta.url).href;
  const worker = new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: { wsUrl: devnet.wsUrl, signatures: transfers.map((t) => t.signature), connections } },
  );
  await nextMessage(worker, "subscribed", 30_000);
  const receipts = nextMessage<Receipt[]>(worker, "receipts", 60_000);

  let next = 0;
  const sendStarted = now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < transfers.length) {
        const { wire } = transfers[next++]!;
        await rpc(devnet.url, "sendTransaction", [wire, { encoding: "base64" }]).then(
          (signature) => checks.record(typeof signature === "string", { what: "sendTransaction", body: signature }),
          (error: Error) => checks.record(false, { what: "sendTransaction", status: "error", body: error.message }),
        );
      }
    }),
  );
  const sendMs = now() - sendStarted;
  const landed = new Set(transfers.map(({ signature }) => devnet.ledger.history.get(signature)?.slot));
  const arrived = await receipts
    .catch((error: Error) => {
      checks.record(false, { what: "the notifications", status: "missing", body: error.message });
      return [];
    })
    .finally(() => {
      clearInterval(timer);
      void worker.terminate();
    });
  await devnet.close();
  checks.equal("notifications received", arrived.length, count);
  for (const { slot } of arrived) {
    checks.record(landed.has(slot) && slotOpenedAt.has(slot + 1), { what: "a notification's slot", status: slot });
  }
  checks.orExit();

  const opened = [...slotOpenedAt.entries()];
  const delays = arrived.map(({ slot, at }) => {
    const confirmedAt = slotOpenedAt.get(slot + 1)!;
    return { ms: at - confirmedAt, slots: opened.filter(([, t]) => t > confirmedAt && t <= at).length };
  });
  const ms = delays.map((d) => d.ms).sort((a, b) => a - b);
  const slots = delays.map((d) => d.slots).sort((a, b) => a - b);
  console.log(
    `\n${count} signatureSubscribe (confirmed) over ${connections} connections; ${count} SOL transfers sent by ${senders} clients in ${sendMs.toFixed(0)} ms, landing in ${landed.size} slots of ${slotMs} ms\n`,
  );
  console.log("| delay, confirmation to notification | p50 | p99 | max |\n|---|---|---|---|");
  console.log(
    `| ms | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} | ${ms.at(-1)!.toFixed(1)} |`,
  );
  console.log(`| slots | ${percentile(slots, 50)} | ${percentile(slots, 99)} | ${slots.at(-1)} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
