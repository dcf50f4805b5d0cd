import { getDb } from "../../db/client";
import { legProgress } from "../../db/queries/payout-legs";
import { afterSweep, completeRouting } from "../../services/private/complete-routing";
import { planRoute } from "../../services/private/plan-route";
import { schedulePayout } from "../../services/private/schedule-payout";
import { sweepDeposit } from "../../services/private/sweep-deposit";
import { inngest } from "../client";
import { eventPayload } from "../events";

/** Looks per stage before the run gives up and fails (a look waits a few seconds); the reconciler restarts it. */
const maxLooks = 200;

/**
 * A funded private transaction, from its deposit to every recipient paid: sweep the deposit into a pool wallet
 * (excess back to the sender), give each leg its random due time, and wait while the payout epochs pay the legs in
 * ledger transactions shared with other transactions' legs; then complete. Every ledger move is recorded before it
 * is sent and decided by its recorded signature, so a retry or a crash at any point pays nothing twice.
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
      await step.sleep(`wait-for-sweep-${look}`, "1s");
    }
    await step.run("after-sweep", async () => afterSweep(await getDb(), transactionId));
    const lastDue = await step.run("schedule-payout", async () => schedulePayout(await getDb(), transactionId));
    for (let look = 1; ; look++) {
      const progress = await step.run(`payout-progress-${look}`, async () => legProgress(await getDb(), transactionId));
      if (progress.completed === progress.total) break;
      if (look >= maxLooks) throw new Error(`the payout of ${transactionId} has not finished`);
      // Long waits while the legs are not due yet, short ones once the epochs are paying them.
      const untilDue = new Date(lastDue).getTime() - Date.now();
      await step.sleep(`wait-for-payouts-${look}`, `${Math.min(Math.max(untilDue, 2_000), 10_000)}ms`);
    }
    await step.run("complete", async () => completeRouting(await getDb(), transactionId));
    return { transactionId };
  },
);
