import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Keypair, PACKET_DATA_SIZE, PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";

/**
 * A private USDC payroll of BENCH_RECIPIENTS (10,000) fresh wallets on the embedded devnet (its own process, 400 ms
 * slots, as npm start runs it), delays off: the time from the deposit's landing to every recipient paid, the ledger transactions used and recipients per
 * transaction against the 1,232-byte and account-lock limits, and where the time went. Uses DATABASE_URL when set,
 * else PGlite in a temporary directory.
 *
 * Run: npm run bench:private-payroll   (BENCH_RECIPIENTS=2000 for a quicker look)
 */
const recipients = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-private-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "warn";
process.env.APP_SECRET ??= "bench-app-secret-0123456789abcdef0123456789abcdef";
process.env.PRIVATE_DELAY_MIN_S = "0";
process.env.PRIVATE_DELAY_MAX_S = "0";
process.env.PAYOUT_EPOCH_MS = "200";
process.env.TREASURY_SECRET_KEY = bs58.encode(Keypair.generate().secretKey);

// The devnet in a process of its own, as npm start runs it (its saves and execution on the other core).
const { npmStartDevnet } = await import("../tests/devnet/harness");
const devnet = await npmStartDevnet(path.join(dataDir, "ledger"));
process.env.SOLANA_RPC_URL = devnet.url;
process.env.EMBEDDED_DEVNET = "1";
const { resetEnv } = await import("../server/env");
resetEnv();

const { getDb, closeDb } = await import("../server/db/client");
const { insertAccount } = await import("../server/db/queries/api-keys");
const { createApiKey } = await import("../server/services/api-keys/create-api-key");
const { createQuote } = await import("../server/services/quotes/create-quote");
const { createTransaction } = await import("../server/services/transactions/create-transaction");
const { findTransactionById } = await import("../server/db/queries/transactions");
const { movesOfTransaction } = await import("../server/services/private/transaction-moves");
const { LocalExecutor } = await import("../server/jobs/local-executor/executor");
const { localSigningKey } = await import("../server/jobs/mode");
const { appTransport } = await import("../tests/support/serve-transport");
const { assets } = await import("../server/assets");
const { formatAmount } = await import("../server/money");

const db = await getDb();
await insertAccount(db, "acc_bench", "bench", "enterprise");
const { row: key } = await createApiKey(db, { accountId: "acc_bench", name: "bench", permission: "admin" });
const principal = { accountId: "acc_bench", keyId: key.id, permission: "admin" as const, tier: "enterprise" as const };
const executor = new LocalExecutor({
  db,
  serveUrl: "http://local.test/api/inngest",
  transport: appTransport,
  signingKey: localSigningKey(),
  pollMs: 200,
});
executor.start();

// The payer: SOL for fees, USDC for the payroll, its deposit and fees.
const payer = Keypair.generate();
const faucet = async (asset: string, amount: bigint) => {
  const response = await fetch(devnet.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "devnet_faucet",
      params: [payer.publicKey.toBase58(), asset, amount.toString()],
    }),
  });
  if (!(await response.json()).result) throw new Error("faucet refused");
};
await faucet("SOL", 10_000_000_000n);
await faucet("USDC", 900_000_000_000n);

const staff = Array.from({ length: recipients }, (_, i) => ({
  address: Keypair.generate().publicKey.toBase58(),
  amount: String(1 + (i % 5)),
}));
const total = staff.reduce((sum, s) => sum + Number(s.amount), 0);
const quote = await createQuote(db, principal.accountId, {
  inputAsset: "USDC",
  outputAsset: "USDC",
  amount: String(total),
  mode: "private",
  slippageBps: 100,
});
let mark = performance.now();
const created = (await createTransaction(db, principal, {
  type: "payroll",
  quoteId: quote.quoteId,
  mode: "private",
  sender: payer.publicKey.toBase58(),
  recipients: staff,
})) as unknown as { transactionId: string; ephemeralAddress: string; depositAmount: string };
console.log(
  `create (checks ${recipients} recipients on the ledger, records the legs): ${((performance.now() - mark) / 1000).toFixed(1)} s`,
);

// The deposit, as a wallet pays it.
const usdc = new PublicKey(assets.USDC.mint);
const ephemeral = new PublicKey(created.ephemeralAddress);
const units = BigInt(Math.round(Number(created.depositAmount) * 1e6));
const connection = new (await import("@solana/web3.js")).Connection(devnet.url, "confirmed");
const { blockhash } = await connection.getLatestBlockhash();
const deposit = new VersionedTransaction(
  new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction(
        payer.publicKey,
        getAssociatedTokenAddressSync(usdc, ephemeral, true),
        ephemeral,
        usdc,
      ),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(usdc, payer.publicKey),
        usdc,
        getAssociatedTokenAddressSync(usdc, ephemeral, true),
        payer.publicKey,
        units,
        6,
      ),
    ],
  }).compileToV0Message(),
);
deposit.sign([payer]);
await connection.sendRawTransaction(deposit.serialize());
mark = performance.now();
const depositSentAt = Date.now();
const loop = monitorEventLoopDelay({ resolution: 20 });
loop.enable();
const cpuBefore = process.cpuUsage();
// The devnet's CPU seconds so far, from /proc (utime + stime, in clock ticks of 1/100 s).
const devnetCpu = () => {
  const fields = readFileSync(`/proc/${devnet.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const devnetCpuBefore = devnetCpu();
for (;;) {
  const row = await findTransactionById(db, created.transactionId);
  if (row && ["completed", "failed"].includes(row.status)) {
    console.log(`status: ${row.status}`);
    break;
  }
  if (performance.now() - mark > 600_000) throw new Error("not finished in 10 minutes");
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = (performance.now() - mark) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const devnetSeconds = devnetCpu() - devnetCpuBefore;
loop.disable();

const moves = await movesOfTransaction(db, created.transactionId);
const payouts = moves.filter((m) => m.purpose === "payout");
const sizes = await Promise.all(
  payouts.map((m) => {
    const tx = VersionedTransaction.deserialize(Buffer.from(m.signedWire, "base64"));
    return {
      bytes: tx.serialize().length,
      accounts: tx.message.staticAccountKeys.length,
      legs: (m.details as { legs: unknown[] }).legs.length,
    };
  }),
);
const legsPer = sizes.map((s) => s.legs);
console.log(`\n${recipients} recipients, USDC, every token account created, delays off`);
console.log(`deposit sent -> completed: ${seconds.toFixed(1)} s`);
console.log(
  `payout ledger transactions: ${payouts.length}; recipients per transaction: min ${Math.min(...legsPer)}, max ${Math.max(...legsPer)}, mean ${(recipients / payouts.length).toFixed(1)}`,
);
console.log(
  `size: up to ${Math.max(...sizes.map((s) => s.bytes))} of ${PACKET_DATA_SIZE} bytes; accounts: up to ${Math.max(...sizes.map((s) => s.accounts))} (account-lock limit 64)`,
);
console.log(
  `the service's process meanwhile: CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of ${seconds.toFixed(1)} s (signing, building, database, executor); event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
);
// Where the time went: when each kind of move was first signed and when its last one was seen final.
const at = (date: Date) => `+${((date.getTime() - depositSentAt) / 1000).toFixed(1)} s`;
for (const purpose of ["sweep", "float", "payout"] as const) {
  const kind = moves.filter((m) => m.purpose === purpose);
  if (kind.length === 0) continue;
  const first = new Date(Math.min(...kind.map((m) => m.createdAt.getTime())));
  const last = new Date(Math.max(...kind.map((m) => m.createdAt.getTime())));
  const final = new Date(Math.max(...kind.map((m) => m.updatedAt.getTime())));
  console.log(`${purpose} (${kind.length}): signed ${at(first)} to ${at(last)}, last recorded final ${at(final)}`);
}
console.log(`the devnet's process meanwhile: CPU ${devnetSeconds.toFixed(1)} s (executing, saving, answering RPC)`);
console.log(`total paid: ${formatAmount(BigInt(total) * 1_000_000n, 6)} USDC`);
await executor.stop();
await devnet.close();
await closeDb();
process.exit(0);
