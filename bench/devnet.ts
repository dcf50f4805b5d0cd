import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from "@solana/web3.js";
import { assets } from "../server/assets";
import { startDevnet } from "../server/devnet/start-devnet";
import { Checked, smokeOr } from "./support/checked";
import { rpc } from "./support/json-rpc";

/**
 * Transactions per second the embedded devnet accepts through JSON-RPC (sendTransaction with preflight), for SOL
 * transfers and USDC transferChecked, pre-signed, sent by concurrent clients over 127.0.0.1.
 * Every send must be accepted and the receiver's SOL and USDC balances must be what all of them pay
 * (bench/support/checked.ts), or no figure is printed.
 * Run: npm run bench:devnet   (BENCH_TXS=2000 BENCH_CLIENTS=8; BENCH_SMOKE=1: 20)
 * BENCH_BREAK=stopped-devnet stops the devnet before the sends, to show that a run against it fails.
 */
const count = Number(process.env.BENCH_TXS ?? smokeOr(20, 2000));
const checks = new Checked("bench:devnet");
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const USDC = new PublicKey(assets.USDC.mint);

async function sendAll(url: string, wires: string[]): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < wires.length) {
        const wire = wires[next++]!;
        await rpc(url, "sendTransaction", [wire, { encoding: "base64" }]).then(
          (signature) => checks.record(typeof signature === "string", { what: "sendTransaction", body: signature }),
          (error: Error) => checks.record(false, { what: "sendTransaction", status: "error", body: error.message }),
        );
      }
    }),
  );
  return wires.length / ((performance.now() - started) / 1000);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-devnet-"));
  const devnet = await startDevnet({ port: 0, dataDir, slotMs: 400 });
  const connection = new Connection(devnet.url, "confirmed");
  const senders = Array.from({ length: clients }, () => Keypair.generate());
  const receiver = Keypair.generate().publicKey;
  for (const sender of senders) {
    await rpc(devnet.url, "requestAirdrop", [sender.publicKey.toBase58(), 50 * LAMPORTS_PER_SOL]);
    await rpc(devnet.url, "devnet_faucet", [sender.publicKey.toBase58(), "USDC", "1000000000000"]);
  }
  const { blockhash } = await connection.getLatestBlockhash();
  const solWires: string[] = [];
  const usdcWires: string[] = [];
  const receiverUsdc = getAssociatedTokenAddressSync(USDC, receiver);
  for (let i = 0; i < count; i++) {
    const sender = senders[i % clients]!;
    const sol = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL / 100 + i,
      }),
    );
    sol.sign(sender);
    solWires.push(sol.serialize().toString("base64"));
    const usdc = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, receiverUsdc, receiver, USDC),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(USDC, sender.publicKey),
        USDC,
        receiverUsdc,
        sender.publicKey,
        1_000n + BigInt(i),
        6,
      ),
    );
    usdc.sign(sender);
    usdcWires.push(usdc.serialize().toString("base64"));
  }
  if (process.env.BENCH_BREAK === "stopped-devnet") await devnet.close();
  const solRate = await sendAll(devnet.url, solWires);
  const usdcRate = await sendAll(devnet.url, usdcWires);
  // Every transfer landed once: the receiver holds exactly what all of them pay (read once the last slot confirmed).
  const paidSol = Array.from({ length: count }, (_, i) => LAMPORTS_PER_SOL / 100 + i).reduce((a, b) => a + b, 0);
  const paidUsdc = Array.from({ length: count }, (_, i) => 1_000n + BigInt(i)).reduce((a, b) => a + b, 0n);
  let received = 0;
  let usdcHeld = "0";
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      received = await connection.getBalance(receiver);
      usdcHeld = (await connection.getTokenAccountBalance(receiverUsdc)).value.amount;
    } catch (error) {
      checks.record(false, { what: "the receiver's balances", status: "error", body: (error as Error).message });
      break;
    }
    if (received === paidSol && usdcHeld === String(paidUsdc)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  checks.equal("the receiver's SOL, lamports", received, paidSol);
  checks.equal("the receiver's USDC, base units", usdcHeld, String(paidUsdc));
  await devnet.close();
  checks.orExit();
  console.log(`\n${count} transactions each, ${clients} concurrent clients, sendTransaction with preflight\n`);
  console.log("| transfer | transactions/s |\n|---|---|");
  console.log(`| SOL (system transfer) | ${solRate.toFixed(0)} |`);
  console.log(`| USDC (create ATA idempotent + transferChecked) | ${usdcRate.toFixed(0)} |`);
  console.log(
    `\nreceiver got ${received / LAMPORTS_PER_SOL} SOL and ${usdcHeld} USDC units (every transfer landed once)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
