import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { ComputeBudgetProgram, PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from "@solana/web3.js";
import { assets } from "../../server/assets";
import { findTransactionById } from "../../server/db/queries/transactions";
import { env } from "../../server/env";
import { tokenAccountCreationUnits } from "../../server/ledger/compute-units";
import { isServiceWallet } from "../../server/ledger/service-wallets";
import { formatAmount } from "../../server/money";
import { convertUnits } from "../../server/pricing/convert";
import { referencePrices } from "../../server/pricing/reference-prices";
import { privacyReceipt } from "../../server/services/transactions/private/privacy-receipt";
import { coveredCandidates } from "./balance-amounts";
import { topUpRounds } from "./balance-world";
import { type Made, type PrivacyContext, sleep } from "./context";
import { quoteFor } from "./deposit-world";
import { idealMixer } from "./ideal-mixer";
import { amountUniqueness, type Linkage, linkages, orderKept, sweepOrder } from "./link";
import { observe } from "./observe";
import { awaitSettled } from "./settled";
import { rentInUsdc, units } from "./units";

export type World = "deposit" | "balance";

/** What the public quote asks to be deposited for `amount` (its input and fee), in base units. */
const quotedTotal = async (ctx: PrivacyContext, amount: string) => {
  const quote = await quoteFor(ctx, amount);
  return units(quote.inputAmount) + units(quote.fee);
};

/**
 * The most a private send's quote can carry in priority fees, in USDC base units: a transfer's units for its sweep
 * and its payout and a new token account's, at the public cap (server/pricing/fees.ts), and a unit for rounding.
 */
const priorityAtMost = () =>
  convertUnits(
    (BigInt(env().PRIORITY_FEE_MAX_MICROLAMPORTS) * (2n * 20_000n + BigInt(tokenAccountCreationUnits)) + 999_999n) /
      1_000_000n,
    "SOL",
    "USDC",
    referencePrices(),
    "up",
  ) + 1n;

/** What the payments' privacy receipts predict an observer links: the mean of 1 / anonymity set. */
async function predictedLinkage(ctx: PrivacyContext, transactionIds: string[]) {
  const sets = await Promise.all(
    transactionIds.map(async (id) => {
      const receipt = await privacyReceipt(ctx.db, (await findTransactionById(ctx.db, id))!);
      if (!receipt) throw new Error(`no privacy receipt for ${id}`);
      return receipt.anonymitySet;
    }),
  );
  return sets.reduce((sum, set) => sum + 1 / set, 0) / sets.length;
}

/**
 * Waits for a world's payments to complete, then reads the chain as an observer and prints the run's figures: the
 * payout transactions, where the time went, and each heuristic's linkage of payouts to the wallets that funded them.
 */
export async function measure(
  ctx: PrivacyContext,
  m: number,
  world: World,
  made: Made,
): Promise<{ results: Linkage[]; predicted: number }> {
  const { checks, connection } = ctx;
  const done = await awaitSettled(ctx, made.transactionIds, "completed", made.started, 15 * 60_000);
  checks.equal(`M = ${m}: private payments completed`, done, m);
  checks.orExit();
  const settledS = (Date.now() - made.started) / 1000;
  const stages = await made.stages();
  const predicted = await predictedLinkage(ctx, made.transactionIds);
  await sleep(2_000);

  const mint = assets.USDC.mint;
  const { deposits, payouts } = await observe(connection, mint, made.payments);
  // Each recipient was paid its amount, and each deposit was seen with money in it, on the ledger itself.
  for (const [i, p] of payouts.entries()) {
    checks.equal(`M = ${m}: payout ${i} on the ledger`, p.amount, units(made.amounts[i]!));
  }
  for (const [i, d] of deposits.entries()) {
    checks.record(d.amount > 0n, { what: `M = ${m}: deposit ${i}`, status: `${d.amount}` });
  }
  checks.orExit();
  const rent = rentInUsdc();
  const quoted = new Map<bigint, bigint>();
  for (const amount of new Set(payouts.map((p) => p.amount))) {
    quoted.set(amount, await quotedTotal(ctx, formatAmount(amount, 6)));
  }
  const depositFor = (amount: bigint, createsAccount: boolean) => quoted.get(amount)! + (createsAccount ? rent : 0n);
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
  const knowledge = {
    minDelayS: ctx.delayMinS,
    // A payout may wait for an equal one on top of its delay; from a balance, it may come any time after the top-up.
    maxDelayS: world === "balance" ? Number.POSITIVE_INFINITY : ctx.delayMaxS + ctx.holdS,
    slackS: Number(process.env.BENCH_SLACK_S ?? 60),
    slotS: 0.4,
    depositFor,
    depositSlack: priorityAtMost(),
    ignored,
  };
  let byAmounts: Parameters<typeof linkages>[3];
  if (world === "balance") {
    byAmounts = {
      heuristic: "amounts (payouts the top-up covers)",
      candidates: coveredCandidates(deposits, payouts, topUpRounds.map(units), knowledge),
    };
  }
  const results = linkages(deposits, payouts, knowledge, byAmounts);

  const parties = new Set(made.payments.flatMap((p) => [p.sender, p.ephemeral]));
  const touching = payouts.filter((p) => p.seen.accounts.some((a) => parties.has(a))).length;
  const feePayers = new Set(payouts.map((p) => p.seen.feePayer));
  const foreignPayers = [...feePayers].filter((payer) => !isServiceWallet(new PublicKey(payer))).length;
  const payoutTransactions = new Set(payouts.map((p) => p.seen.signature)).size;

  console.log(made.header(settledS));
  console.log(
    `payout transactions: ${payoutTransactions} (mean ${(m / payoutTransactions).toFixed(1)} payments each); payouts touching a sender or a deposit address: ${touching}; payout fee payers: ${feePayers.size}, of which not the service's: ${foreignPayers}`,
  );
  console.log(stages);
  console.log(`chance: ${(1 / m).toFixed(4)}; the amounts' own uniqueness: ${amountUniqueness(payouts).toFixed(3)}`);
  console.log(
    `order kept (rank correlation with the payouts' order, 0 = lost): deposits ${orderKept(deposits, payouts).toFixed(3)}, sweeps ${orderKept(deposits, payouts, sweepOrder(deposits)).toFixed(3)}`,
  );
  if (world === "deposit") {
    const ideal = idealMixer(
      deposits.map((d) => d.seen.slot * 0.4),
      { minDelayS: ctx.delayMinS, maxDelayS: ctx.delayMaxS },
    );
    console.log(
      `an ideal mixer with these deposits and delays (uniform random delay each, simulated): first in, first out ${(ideal.fifo * 100).toFixed(1)}%, order kept ${ideal.orderKept.toFixed(3)}`,
    );
  }
  console.log("| heuristic | linked correctly | × chance | mean anonymity set |");
  console.log("| --- | --- | --- | --- |");
  for (const r of results) {
    console.log(
      `| ${r.heuristic} | ${(r.linked * 100).toFixed(1)}% | ${(r.linked * m).toFixed(2)} | ${r.meanSet.toFixed(1)} |`,
    );
  }
  console.log(
    `| privacy receipt's prediction (mean of 1 / anonymity set) | ${(predicted * 100).toFixed(1)}% | ${(predicted * m).toFixed(2)} | |`,
  );
  return { results, predicted };
}
