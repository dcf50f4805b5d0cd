import { monitorEventLoopDelay } from "node:perf_hooks";
import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PACKET_DATA_SIZE, PublicKey, VersionedTransaction } from "@solana/web3.js";
import { Checked, smokeOr } from "./support/checked";
import { startTimedProfile } from "./support/timed-profile";

/**
 * A private USDC payroll of BENCH_RECIPIENTS (10,000) fresh wallets on the embedded devnet (its own process, 400 ms
 * slots, as npm start runs it), delays off: the time from the deposit's landing to every recipient paid, the ledger transactions used and recipients per
 * transaction against the 1,232-byte and account-lock limits, and where the time went; then how long the whole books
 * take over it (npm run accounting). Uses DATABASE_URL when set, else PGlite in a temporary directory.
 *
 * The payroll must complete, its payouts must pay every recipient once, and the recipients checked on the ledger
 * (all of them up to 200, else 200 spread over the list) must hold their amounts, and the books must balance
 * (bench/support/checked.ts), or no figure is printed.
 *
 * BENCH_SOURCE=balance pays the payroll from the private balance instead (source private_balance): the balance is
 * topped up first, outside the timed part, and the time is from create to every recipient paid (no deposit, no sweep).
 *
 * Run: npm run bench:private-payroll   (BENCH_RECIPIENTS=2000 for a quicker look; BENCH_SMOKE=1: 5;
 * BENCH_CPU_PROFILE=file.cpuprofile writes a CPU profile of the timed part)
 */
const recipients = Number(process.env.BENCH_RECIPIENTS ?? smokeOr(5, 10_000));
const fromBalance = process.env.BENCH_SOURCE === "balance";
if (!["balance", "deposit", undefined].includes(process.env.BENCH_SOURCE))
  throw new Error("BENCH_SOURCE: deposit or balance");
const checks = new Checked("bench:private-payroll");
const { startPrivateWorld } = await import("./support/private-world");
const world = await startPrivateWorld({ name: "private-payroll", delayMinS: 0, delayMaxS: 0, epochMs: 1_000 });
const { db, principal, connection, devnetCpu } = world;

const { createQuote } = await import("../server/services/quotes/create-quote");
const { createTransaction } = await import("../server/services/transactions/create-transaction");
const { findTransactionById } = await import("../server/db/queries/transactions");
const { movesOfTransaction } = await import("../server/services/transactions/private/shared/transaction-moves");
const { formatAmount } = await import("../server/money");
const { rpcRequests, rpcTally, rpcTallySince } = await import("../server/ledger/rpc-meter");

// The payer: SOL for fees, USDC for the payroll, its deposit and fees.
const payer = Keypair.generate();
await world.faucet(payer.publicKey, "SOL", 10_000_000_000n);
await world.faucet(payer.publicKey, "USDC", 900_000_000_000n);

const staff = Array.from({ length: recipients }, (_, i) => ({
  address: Keypair.generate().publicKey.toBase58(),
  amount: String(1 + (i % 5)),
}));
const total = staff.reduce((sum, s) => sum + Number(s.amount), 0);
const quoteOf = (amount: string) =>
  createQuote(db, principal.accountId, {
    inputAsset: "USDC",
    outputAsset: "USDC",
    amount,
    mode: "private",
    slippageBps: 100,
  });
if (fromBalance) {
  // Enough for the payroll and its charges (the quoted fee, every recipient's new token account, the signatures).
  const { topUpBalance } = await import("./support/top-up-balance");
  const { convertUnits } = await import("../server/pricing/convert");
  const { tokenAccountRentLamports } = await import("../server/pricing/fees");
  const { referencePrices } = await import("../server/pricing/reference-prices");
  const rent = Number(convertUnits(tokenAccountRentLamports, "SOL", "USDC", referencePrices(), "up")) / 1e6;
  const priced = await quoteOf(String(total));
  const needed = Number(priced.inputAmount) + Number(priced.fee) + recipients * rent;
  await topUpBalance(db, principal, connection, payer, String(Math.ceil(needed * 1.05) + 100));
}
const quote = await quoteOf(String(total));
let mark = performance.now();
const createdAt = Date.now();
const created = (await createTransaction(db, principal, {
  type: "payroll",
  quoteId: quote.quoteId,
  mode: "private",
  ...(fromBalance ? { source: "private_balance" as const } : {}),
  sender: payer.publicKey.toBase58(),
  recipients: staff,
})) as unknown as { transactionId: string; ephemeralAddress: string; depositAmount: string };
console.log(
  `create (checks ${recipients} recipients on the ledger, records the legs${fromBalance ? ", debits the balance" : ""}): ${((performance.now() - mark) / 1000).toFixed(1)} s`,
);

// The deposit, as a wallet pays it; from the balance, none: the time counts from create.
let depositSentAt = createdAt;
if (!fromBalance) {
  const { sendPayment } = await import("../tests/devnet/harness");
  await sendPayment(connection, payer, created.ephemeralAddress, "USDC", created.depositAmount);
  mark = performance.now();
  depositSentAt = Date.now();
}
const loop = monitorEventLoopDelay({ resolution: 20 });
loop.enable();
const cpuBefore = process.cpuUsage();
const devnetCpuBefore = devnetCpu();
const rpcBefore = rpcTally();
const requestsBefore = rpcRequests();
const profile = await startTimedProfile();
// The service's CPU over time, to split it by phase once the payouts' times are known.
const cpuTimeline: { at: number; seconds: number }[] = [];
const sampleCpu = () => {
  const used = process.cpuUsage(cpuBefore);
  cpuTimeline.push({ at: Date.now(), seconds: (used.user + used.system) / 1e6 });
};
for (;;) {
  sampleCpu();
  const row = await findTransactionById(db, created.transactionId);
  if (row && ["completed", "failed"].includes(row.status)) {
    checks.equal("the payroll's status", row.status, "completed");
    console.log(`status: ${row.status}`);
    break;
  }
  if (performance.now() - mark > 600_000) throw new Error("not finished in 10 minutes");
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = (performance.now() - mark) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const requestsMade = rpcRequests() - requestsBefore;
const devnetSeconds = devnetCpu() - devnetCpuBefore;
loop.disable();
await profile.stop();

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
checks.equal(
  "recipients in the payouts",
  legsPer.reduce((a, b) => a + b, 0),
  recipients,
);
const usdcMint = new PublicKey((await import("../server/assets")).assets.USDC.mint);
const step = Math.max(1, Math.floor(recipients / 200));
for (let i = 0; i < recipients; i += step) {
  const { address, amount } = staff[i]!;
  const account = getAssociatedTokenAddressSync(usdcMint, new PublicKey(address));
  const held = await connection.getTokenAccountBalance(account).then(
    ({ value }) => value.uiAmountString,
    (error: Error) => error.message,
  );
  checks.equal(`recipient ${i}'s USDC on the ledger`, held, amount);
}
checks.orExit();
console.log(
  `\n${recipients} recipients, USDC, every token account created, delays off${fromBalance ? ", from the private balance" : ""}`,
);
console.log(`${fromBalance ? "create" : "deposit sent"} -> completed: ${seconds.toFixed(1)} s`);
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
{
  const payoutTimes = moves.filter((m) => m.purpose === "payout").map((m) => m.createdAt.getTime());
  const cpuAt = (time: number) => cpuTimeline.findLast((sample) => sample.at <= time)?.seconds ?? 0;
  const [first, last] = [Math.min(...payoutTimes), Math.max(...payoutTimes)];
  const total = (cpu.user + cpu.system) / 1e6;
  const during = cpuAt(last) - cpuAt(first);
  console.log(
    `the service's CPU by phase (sampled every 250 ms): before the first payout ${cpuAt(first).toFixed(1)} s, while payouts were signed ${during.toFixed(1)} s (${((during * 1000) / payoutTimes.length).toFixed(1)} ms a payout), after the last ${(total - cpuAt(last)).toFixed(1)} s`,
  );
}
const rpc = Object.entries(rpcTallySince(rpcBefore)).sort(([, a], [, b]) => b.ms - a.ms);
console.log(
  `the service's RPC calls meanwhile (calls, summed wait): ${rpc.map(([method, e]) => `${method} ${e.calls} / ${(e.ms / 1000).toFixed(1)} s`).join("; ")}; in ${requestsMade} HTTP requests`,
);
console.log(`the devnet's process meanwhile: CPU ${devnetSeconds.toFixed(1)} s (executing, saving, answering RPC)`);
console.log(`total paid: ${formatAmount(BigInt(total) * 1_000_000n, 6)} USDC`);

// The whole books after it (npm run accounting): every move, the pool, and every service wallet's history.
const { checkAccounting } = await import("../server/services/accounting/check-accounting");
const booksRpc = rpcTally();
mark = performance.now();
const books = await checkAccounting(db);
const booksSeconds = (performance.now() - mark) / 1000;
for (const f of books.findings)
  checks.record(false, { what: `the books: ${f.check}`, status: `${f.found} (expected ${f.expected})` });
checks.orExit();
const reads = rpcTallySince(booksRpc);
console.log(
  `the books (npm run accounting) over ${moves.length} moves: ${booksSeconds.toFixed(1)} s; ${reads.getTransaction?.calls ?? 0} transactions read, ${reads.getSignaturesForAddress?.calls ?? 0} history pages`,
);
await world.close();
process.exit(0);
