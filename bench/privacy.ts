import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { ComputeBudgetProgram, Keypair, PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from "@solana/web3.js";
import pMap from "p-map";
import type { Payment } from "./privacy/observe";
import { Checked, smokeOr } from "./support/checked";

/**
 * What a chain observer can link in private mode. For each M in BENCH_M (20, 100, 500): M private USDC payments from
 * M wallets to M fresh recipients, payroll-like amounts (many equal round ones), deposits paid at random moments
 * within BENCH_ARRIVAL_S, the service's real random payout delays and epochs compressed BENCH_COMPRESSION times
 * (default 10: delays of 3 to 12 s instead of 30 to 120 s, an epoch every 1 s (no shorter), the hold for equal
 * payments 6 s instead of 60; BENCH_HOLD_S sets it, 0 turns it off). Then, from the devnet's RPC alone,
 * deposits are linked to payouts by first-in-first-out timing, by fee payer and address graph, by amounts, and by all
 * combined; printed: the share linked correctly (chance is 1/M) and the mean anonymity set.
 *
 * The observer allows BENCH_SLACK_S (60) of routing time on top of the longest delay when it looks for the payouts
 * that can follow a deposit.
 *
 * Every payment must complete and the observer must find each one's payout (bench/support/checked.ts), or no figure
 * is printed.
 *
 * Run: npm run bench:privacy   (BENCH_M=20 for a quick look; BENCH_SMOKE=1: M = 4, compressed 30 times)
 */
const sizes = (process.env.BENCH_M ?? smokeOr("4", "20,100,500")).split(",").map(Number);
const compression = Number(process.env.BENCH_COMPRESSION ?? smokeOr(30, 10));
const checks = new Checked("bench:privacy");
const delayMinS = Math.max(1, Math.round(30 / compression));
const delayMaxS = Math.max(delayMinS, Math.round(120 / compression));
const arrivalS = Number(process.env.BENCH_ARRIVAL_S ?? delayMaxS);
const holdS = Number(process.env.BENCH_HOLD_S ?? Math.round(60 / compression));

const { startPrivateWorld } = await import("./support/private-world");
const world = await startPrivateWorld({
  name: "privacy",
  delayMinS,
  delayMaxS,
  holdS,
  // Durable sleeps round up to a second: compressed epochs cannot be shorter.
  epochMs: Math.max(1_000, 5_000 / compression),
});
const { db, principal, connection } = world;
const { createQuote } = await import("../server/services/quotes/create-quote");
const { createTransaction } = await import("../server/services/transactions/create-transaction");
const { findTransactionById } = await import("../server/db/queries/transactions");
const { movesOfTransaction } = await import("../server/services/transactions/private/shared/transaction-moves");
const { assets } = await import("../server/assets");
const { formatAmount, parseAmount } = await import("../server/money");
const { convertUnits } = await import("../server/pricing/convert");
const { referencePrices } = await import("../server/pricing/reference-prices");
const { tokenAccountRentLamports } = await import("../server/pricing/fees");
const { isServiceWallet } = await import("../server/ledger/service-wallets");
const { sendPayment } = await import("../tests/devnet/harness");
const { observe } = await import("./privacy/observe");
const { amountUniqueness, linkages, orderKept, sweepOrder } = await import("./privacy/link");
const { idealMixer } = await import("./privacy/ideal-mixer");

/** A seeded generator, so a run's amounts and timings can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(Number(process.env.BENCH_SEED ?? 7));

/** Payroll-like: a third at 1,000, a fifth at 2,500, some at 500, the rest distinct amounts with cents. */
function payrollAmount(): string {
  const r = next();
  if (r < 0.35) return "1000";
  if (r < 0.55) return "2500";
  if (r < 0.7) return "500";
  return (1_000 + Math.floor(next() * 4_000_00) / 100).toFixed(2);
}

const units = (text: string) => {
  const parsed = parseAmount(text, 6);
  if (!parsed.ok) throw new Error(`bad amount ${text}`);
  return parsed.units;
};
const quoteFor = (amount: string) =>
  createQuote(db, principal.accountId, {
    inputAsset: "USDC",
    outputAsset: "USDC",
    amount,
    mode: "private",
    slippageBps: 100,
  });

async function run(m: number) {
  const plans = Array.from({ length: m }, () => ({
    sender: Keypair.generate(),
    recipient: Keypair.generate().publicKey.toBase58(),
    amount: payrollAmount(),
    at: next() * arrivalS * 1_000,
  }));
  const created = await pMap(
    plans,
    async (plan) => {
      await world.faucet(plan.sender.publicKey, "SOL", 50_000_000n);
      await world.faucet(plan.sender.publicKey, "USDC", units(plan.amount) * 2n);
      const quote = await quoteFor(plan.amount);
      return (await createTransaction(db, principal, {
        type: "send",
        quoteId: quote.quoteId,
        mode: "private",
        sender: plan.sender.publicKey.toBase58(),
        recipients: [{ address: plan.recipient, amount: plan.amount }],
      })) as unknown as { transactionId: string; ephemeralAddress: string; depositAmount: string };
    },
    { concurrency: 8 },
  );
  // The deposits, each at its own moment within the arrival window.
  const started = Date.now();
  const payments: Payment[] = await Promise.all(
    plans.map(async (plan, i) => {
      await new Promise((resolve) => setTimeout(resolve, plan.at));
      const c = created[i]!;
      return {
        sender: plan.sender.publicKey.toBase58(),
        ephemeral: c.ephemeralAddress,
        depositSignature: await sendPayment(connection, plan.sender, c.ephemeralAddress, "USDC", c.depositAmount),
        recipient: plan.recipient,
      };
    }),
  );
  for (;;) {
    const rows = await Promise.all(created.map((c) => findTransactionById(db, c.transactionId)));
    const open = rows.filter((r) => r?.status === "processing").length;
    const failed = rows.filter((r) => r && r.status !== "processing" && r.status !== "completed").length;
    const late = Date.now() - started > 15 * 60_000;
    if (failed > 0 || open === 0 || late) {
      checks.equal(`M = ${m}: private payments completed`, m - failed - open, m);
      checks.orExit();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const settledS = (Date.now() - started) / 1000;
  // Where the time went, from the service's records: deposit sent -> sweep final -> payout final.
  const sentAt = plans.map((plan) => started + plan.at);
  const stages = await Promise.all(
    created.map(async (c, i) => {
      const moves = await movesOfTransaction(db, c.transactionId);
      const sweep = moves.find((m) => m.purpose === "sweep")!;
      const payout = moves.find((m) => m.purpose === "payout")!;
      return {
        swept: (sweep.updatedAt.getTime() - sentAt[i]!) / 1000,
        paid: (payout.updatedAt.getTime() - sweep.updatedAt.getTime()) / 1000,
      };
    }),
  );
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
  const slowest = (values: number[]) => Math.max(...values).toFixed(1);
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const mint = assets.USDC.mint;
  const { deposits, payouts } = await observe(connection, mint, payments);
  // Each recipient was paid its amount, and each deposit was seen with money in it, on the ledger itself.
  for (const [i, p] of payouts.entries()) {
    checks.equal(`M = ${m}: payout ${i} on the ledger`, p.amount, units(plans[i]!.amount));
  }
  for (const [i, d] of deposits.entries()) {
    checks.record(d.amount > 0n, { what: `M = ${m}: deposit ${i}`, status: `${d.amount}` });
  }
  checks.orExit();
  const rent = convertUnits(tokenAccountRentLamports, "SOL", "USDC", referencePrices(), "up");
  const quoted = new Map<bigint, bigint>();
  for (const amount of new Set(payouts.map((p) => p.amount))) {
    const quote = await quoteFor(formatAmount(amount, 6));
    quoted.set(amount, units(quote.inputAmount) + units(quote.fee));
  }
  const ignored = new Set(
    [
      SystemProgram.programId,
      TOKEN_PROGRAM_ID,
      TOKEN_2022_PROGRAM_ID,
      ASSOCIATED_TOKEN_PROGRAM_ID,
      ComputeBudgetProgram.programId,
      SYSVAR_RENT_PUBKEY,
      new PublicKey(mint),
    ].map((k) => k.toBase58()),
  );
  const results = linkages(deposits, payouts, {
    minDelayS: delayMinS,
    // A payout may wait for an equal one on top of its delay.
    maxDelayS: delayMaxS + holdS,
    slackS: Number(process.env.BENCH_SLACK_S ?? 60),
    slotS: 0.4,
    depositFor: (amount, createsAccount) => quoted.get(amount)! + (createsAccount ? rent : 0n),
    ignored,
  });

  const parties = new Set(payments.flatMap((p) => [p.sender, p.ephemeral]));
  const touching = payouts.filter((p) => p.seen.accounts.some((a) => parties.has(a))).length;
  const feePayers = new Set(payouts.map((p) => p.seen.feePayer));
  const foreignPayers = [...feePayers].filter((payer) => !isServiceWallet(new PublicKey(payer))).length;
  const payoutTransactions = new Set(payouts.map((p) => p.seen.signature)).size;
  const senderSets = new Map<string, number>();
  for (const p of payouts) senderSets.set(p.seen.signature, (senderSets.get(p.seen.signature) ?? 0) + 1);

  console.log(
    `\nM = ${m}: deposits over ${arrivalS} s, delays ${delayMinS}–${delayMaxS} s, hold ${holdS} s, all paid ${settledS.toFixed(0)} s after the first deposit`,
  );
  console.log(
    `payout transactions: ${payoutTransactions} (mean ${(m / payoutTransactions).toFixed(1)} payments each); payouts touching a sender or a deposit address: ${touching}; payout fee payers: ${feePayers.size}, of which not the service's: ${foreignPayers}`,
  );
  console.log(
    `deposit sent -> swept (final): median ${median(stages.map((s) => s.swept))} s, max ${slowest(stages.map((s) => s.swept))} s; swept -> paid out (final): median ${median(stages.map((s) => s.paid))} s, max ${slowest(stages.map((s) => s.paid))} s`,
  );
  console.log(`chance: ${(1 / m).toFixed(4)}; the amounts' own uniqueness: ${amountUniqueness(payouts).toFixed(3)}`);
  console.log(
    `order kept (rank correlation with the payouts' order, 0 = lost): deposits ${orderKept(deposits, payouts).toFixed(3)}, sweeps ${orderKept(deposits, payouts, sweepOrder(deposits)).toFixed(3)}`,
  );
  const ideal = idealMixer(
    deposits.map((d) => d.seen.slot * 0.4),
    { minDelayS: delayMinS, maxDelayS: delayMaxS },
  );
  console.log(
    `an ideal mixer with these deposits and delays (uniform random delay each, simulated): first in, first out ${(ideal.fifo * 100).toFixed(1)}%, order kept ${ideal.orderKept.toFixed(3)}`,
  );
  console.log("| heuristic | linked correctly | × chance | mean anonymity set |");
  console.log("| --- | --- | --- | --- |");
  for (const r of results) {
    console.log(
      `| ${r.heuristic} | ${(r.linked * 100).toFixed(1)}% | ${(r.linked * m).toFixed(2)} | ${r.meanSet.toFixed(1)} |`,
    );
  }
}

for (const m of sizes) await run(m);
await world.close();
process.exit(0);
