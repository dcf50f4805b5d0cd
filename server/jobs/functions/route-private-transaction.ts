import { getDb } from "../../db/client";
import { afterSweep, completeRouting } from "../../services/private/complete-routing";
import { payBatch, planPayout } from "../../services/private/pay-out";
import { planRoute } from "../../services/private/plan-route";
import { sweepDeposit } from "../../services/private/sweep-deposit";
import { inngest } from "../client";
import { eventPayload } from "../events";

/** Looks per move before the run gives up and fails (each look waits for the ledger up to a few seconds). */
const maxLooks = 60;

/**
 * A funded private transaction, from its deposit to every recipient paid: plan (intake and payout wallets, delay),
 * sweep the deposit into the pool (excess back to the sender), wait the random delay (durable), split the payout
 * into as few ledger transactions as fit and pay them one by one, then complete. Every ledger move is recorded
 * before it is sent and decided by its recorded signature, so a retry or a crash at any point pays nothing twice.
 */
export const routePrivateTransaction = inngest.createFunction(
  {
    id: "route-private-transaction",
    retries: 10,
    // A reconciler may start a second run for a routing that looks stuck: never two at once for one transaction.
    concurrency: [{ key: "event.data.transactionId", limit: 1 }],
    triggers: [{ event: "transaction/deposit.funded" }],
  },
  async ({ event, step }) => {
    const { transactionId } = eventPayload("transaction/deposit.funded", event.data);
    const plan = await step.run("plan-route", async () => planRoute(await getDb(), transactionId));
    for (let look = 1; ; look++) {
      const state = await step.run(`sweep-${look}`, async () => sweepDeposit(await getDb(), transactionId, plan));
      if (state === "enough" || state.state === "landed") break;
      if (look >= maxLooks) throw new Error(`the sweep of ${transactionId} has not landed`);
    }
    await step.run("after-sweep", async () => afterSweep(await getDb(), transactionId));
    if (plan.delayMs > 0) await step.sleep("routing-delay", plan.delayMs);
    const batches = await step.run("plan-payout", async () => planPayout(await getDb(), transactionId, plan));
    for (let batch = 1; batch <= batches; batch++) {
      for (let look = 1; ; look++) {
        const state = await step.run(`payout-${batch}-${look}`, async () =>
          payBatch(await getDb(), transactionId, batch, plan),
        );
        if (state !== "enough" && state.state === "landed") break;
        if (look >= maxLooks) throw new Error(`payout ${batch} of ${transactionId} has not landed`);
      }
    }
    await step.run("complete", async () => completeRouting(await getDb(), transactionId));
    return { transactionId, batches };
  },
);
