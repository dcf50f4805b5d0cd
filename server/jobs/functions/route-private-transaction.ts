import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { checkSwapPrice } from "../../services/transactions/private/check-swap-price";
import { afterSweep } from "../../services/transactions/private/complete-routing";
import { planRoute } from "../../services/transactions/private/plan-route";
import { schedulePayout } from "../../services/transactions/private/schedule-payout";
import { sweepDeposit } from "../../services/transactions/private/sweep-deposit";

/** Looks at the sweep before the run gives up and fails (a second apart); the reconciler restarts it. */
const maxLooks = 200;

/**
 * A funded private transaction, from its deposit to its legs scheduled: sweep the deposit into a pool wallet
 * (excess back to the sender) and give each leg its random due time. The payout epochs then pay the legs in ledger
 * transactions shared with other transactions' legs, and complete the transaction when its last leg lands (nothing
 * here waits for them: hundreds of runs polling their legs would crowd out the sweeps). Every ledger move is
 * recorded before it is sent and decided by its recorded signature, so a retry or a crash at any point pays
 * nothing twice.
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
    // A private swap is priced again now that its deposit is in: the worse output for the client, or a refund.
    const price = await step.run("check-price", async () => checkSwapPrice(await getDb(), transactionId));
    if (price !== "route") return { transactionId, price };
    const plan = await step.run("plan-route", async () => planRoute(await getDb(), transactionId));
    // Not processing (a cancel won): nothing to route; the watcher refunds the deposit.
    if (!plan) return { transactionId, routed: false };
    for (let look = 1; ; look++) {
      const state = await step.run(`sweep-${look}`, async () => sweepDeposit(await getDb(), transactionId, plan));
      if (state.state === "landed") break;
      if (look >= maxLooks) throw new Error(`the sweep of ${transactionId} has not landed`);
      await step.sleep(`wait-for-sweep-${look}`, "1s");
    }
    // Two steps, a use case each; both are conditional updates, so a retry of either repeats nothing.
    await step.run("after-sweep", async () => afterSweep(await getDb(), transactionId));
    await step.run("schedule-payout", async () => schedulePayout(await getDb(), transactionId));
    return { transactionId };
  },
);
