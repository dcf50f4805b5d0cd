import { Keypair } from "@solana/web3.js";
import pMap from "p-map";
import { findTransactionById } from "../../server/db/queries/transactions";
import { createTopUp } from "../../server/services/private-balance/create-top-up";
import { createTransaction } from "../../server/services/transactions/create-transaction";
import { movesOfTransaction } from "../../server/services/transactions/private/shared/transaction-moves";
import { sendPayment } from "../../tests/devnet/harness";
import { type Made, median, type PrivacyContext, sleep, slowest } from "./context";
import { quoteFor } from "./deposit-world";
import type { Payment } from "./observe";
import { drawPlans } from "./random";
import { senderAccount } from "./sender-accounts";
import { awaitSettled } from "./settled";
import { rentInUsdc, units } from "./units";

/** The round amounts a sender tops up by. */
export const topUpRounds = ["1000", "2000", "5000", "10000"];

/** What a payment of `amount` to a fresh recipient is debited: what its deposit would be (payment-charges.ts). */
export async function debitFor(ctx: PrivacyContext, amount: string) {
  const quote = await quoteFor(ctx, amount);
  return units(quote.inputAmount) + units(quote.fee) + rentInUsdc();
}

/**
 * The balance world: each of M wallets, an account of its own, tops up its private balance by a round amount,
 * picked at random among those that cover its payment and charges, at its own moment within the arrival window; once
 * every top-up is credited, each payment is made from the balance (source private_balance) at its own moment within
 * a second window. The same amounts and payment moments as the deposit world draws for the same seed; the top-ups'
 * from `nextTopUp`.
 */
export async function balanceWorld(
  ctx: PrivacyContext,
  m: number,
  next: () => number,
  nextTopUp: () => number,
): Promise<Made> {
  const { db, connection } = ctx;
  const plans = drawPlans(next, m, ctx.arrivalS).map((plan) => ({
    ...plan,
    sender: Keypair.generate(),
    recipient: Keypair.generate().publicKey.toBase58(),
  }));
  const principals = await pMap(plans, () => senderAccount(db), { concurrency: 8 });
  const debits = await pMap(plans, (plan) => debitFor(ctx, plan.amount), { concurrency: 8 });
  const topUps = debits.map((debit) => {
    const covering = topUpRounds.filter((round) => units(round) >= debit);
    return { amount: covering[Math.floor(nextTopUp() * covering.length)]!, at: nextTopUp() * ctx.arrivalS * 1_000 };
  });
  const created = await pMap(
    plans,
    async (plan, i) => {
      await ctx.faucet(plan.sender.publicKey, "SOL", 50_000_000n);
      await ctx.faucet(plan.sender.publicKey, "USDC", units(topUps[i]!.amount) * 2n);
      return createTopUp(db, principals[i]!, { asset: "USDC", amount: topUps[i]!.amount });
    },
    { concurrency: 8 },
  );
  const toppedUpFrom = Date.now();
  const depositSignatures = await Promise.all(
    plans.map(async (plan, i) => {
      await sleep(topUps[i]!.at);
      const c = created[i]!;
      return sendPayment(connection, plan.sender, c.ephemeralAddress, "USDC", c.depositAmount);
    }),
  );
  const topUpIds = created.map((c) => c.topUpId);
  const credited = await awaitSettled(ctx, topUpIds, "completed", toppedUpFrom, 15 * 60_000);
  ctx.checks.equal(`M = ${m}: top-ups credited`, credited, m);
  ctx.checks.orExit();
  const creditedS = (Date.now() - toppedUpFrom) / 1000;

  // The payments from the balance, each at its own moment within the arrival window.
  const started = Date.now();
  const transactionIds = await Promise.all(
    plans.map(async (plan, i) => {
      await sleep(plan.at);
      const quote = await quoteFor(ctx, plan.amount, principals[i]!);
      const paid = (await createTransaction(db, principals[i]!, {
        type: "send",
        quoteId: quote.quoteId,
        mode: "private",
        source: "private_balance",
        sender: plan.sender.publicKey.toBase58(),
        recipients: [{ address: plan.recipient, amount: plan.amount }],
      })) as unknown as { transactionId: string };
      return paid.transactionId;
    }),
  );
  const payments: Payment[] = plans.map((plan, i) => ({
    sender: plan.sender.publicKey.toBase58(),
    ephemeral: created[i]!.ephemeralAddress,
    depositSignature: depositSignatures[i]!,
    recipient: plan.recipient,
  }));
  return {
    amounts: plans.map((plan) => plan.amount),
    transactionIds,
    payments,
    started,
    header: (settledS) =>
      `\nM = ${m}, balance world: top-ups of ${topUpRounds.join(" / ")} over ${ctx.arrivalS} s (all credited ${creditedS.toFixed(0)} s after the first could be sent), then payments from the balance over ${ctx.arrivalS} s, delays ${ctx.delayMinS}–${ctx.delayMaxS} s, hold ${ctx.holdS} s, all paid ${settledS.toFixed(0)} s after the first payment`,
    // Top-up sent -> credited; payment made -> payout final.
    stages: async () => {
      const stages = await Promise.all(
        topUpIds.map(async (topUpId, i) => {
          const topUp = (await findTransactionById(db, topUpId))!;
          const payment = (await findTransactionById(db, transactionIds[i]!))!;
          const payout = (await movesOfTransaction(db, transactionIds[i]!)).find((m) => m.purpose === "payout")!;
          return {
            credited: (topUp.completedAt!.getTime() - (toppedUpFrom + topUps[i]!.at)) / 1000,
            paid: (payout.updatedAt.getTime() - payment.createdAt.getTime()) / 1000,
          };
        }),
      );
      return `top-up sent -> credited: median ${median(stages.map((s) => s.credited))} s, max ${slowest(stages.map((s) => s.credited))} s; payment made -> paid out (final): median ${median(stages.map((s) => s.paid))} s, max ${slowest(stages.map((s) => s.paid))} s`;
    },
  };
}
