import { Keypair } from "@solana/web3.js";
import pMap from "p-map";
import { createQuote } from "../../server/services/quotes/create-quote";
import { createTransaction } from "../../server/services/transactions/create-transaction";
import { movesOfTransaction } from "../../server/services/transactions/private/shared/transaction-moves";
import { sendPayment } from "../../tests/devnet/harness";
import { type Made, median, type PrivacyContext, slowest } from "./context";
import type { Payment } from "./observe";
import { drawPlans } from "./random";
import { units } from "./units";

export const quoteFor = (ctx: PrivacyContext, amount: string, principal = ctx.principal) =>
  createQuote(ctx.db, principal.accountId, {
    inputAsset: "USDC",
    outputAsset: "USDC",
    amount,
    mode: "private",
    slippageBps: 100,
  });

/**
 * The deposit world: each of M wallets pays its own payment's deposit address, at its own moment within the arrival
 * window.
 */
export async function depositWorld(ctx: PrivacyContext, m: number, next: () => number): Promise<Made> {
  const { db, principal, connection } = ctx;
  const plans = drawPlans(next, m, ctx.arrivalS).map((plan) => ({
    ...plan,
    sender: Keypair.generate(),
    recipient: Keypair.generate().publicKey.toBase58(),
  }));
  const created = await pMap(
    plans,
    async (plan) => {
      await ctx.faucet(plan.sender.publicKey, "SOL", 50_000_000n);
      await ctx.faucet(plan.sender.publicKey, "USDC", units(plan.amount) * 2n);
      const quote = await quoteFor(ctx, plan.amount);
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
  const sentAt = plans.map((plan) => started + plan.at);
  return {
    amounts: plans.map((plan) => plan.amount),
    transactionIds: created.map((c) => c.transactionId),
    payments,
    started,
    header: (settledS) =>
      `\nM = ${m}: deposits over ${ctx.arrivalS} s, delays ${ctx.delayMinS}–${ctx.delayMaxS} s, hold ${ctx.holdS} s, all paid ${settledS.toFixed(0)} s after the first deposit`,
    // Deposit sent -> sweep final -> payout final.
    stages: async () => {
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
      return `deposit sent -> swept (final): median ${median(stages.map((s) => s.swept))} s, max ${slowest(stages.map((s) => s.swept))} s; swept -> paid out (final): median ${median(stages.map((s) => s.paid))} s, max ${slowest(stages.map((s) => s.paid))} s`;
    },
  };
}
