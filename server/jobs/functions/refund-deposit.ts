import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { attemptRefundOf, finishRefundOf } from "../../services/transactions/private/refund-deposit";

const maxLooks = 60;

/** Gives what sits in a deposit account back to its payers, exactly once, then watches the account again. */
export const refundDeposit = inngest.createFunction(
  {
    id: "refund-deposit",
    retries: 10,
    // A restart of a refund that looks stalled may start a second run: never two at once for one account.
    concurrency: [{ key: "event.data.address", limit: 1 }],
    triggers: [{ event: "deposit/refund.requested" }],
  },
  async ({ event, step }) => {
    const { address, refund } = eventPayload("deposit/refund.requested", event.data);
    for (let look = 1; ; look++) {
      const state = await step.run(`refund-${look}`, async () => attemptRefundOf(await getDb(), address, refund));
      // Stale: a later refund owns the account; unresolved: it waits for an operator. Neither is this run's to end.
      if (state === "stale" || state === "unresolved") return { address, refund, state };
      if (state === "nothing" || (state !== "enough" && state.state === "landed")) break;
      if (look >= maxLooks) throw new Error(`refund ${refund} of ${address} has not landed`);
    }
    await step.run("watch-again", async () => finishRefundOf(await getDb(), address, refund));
    return { address, refund };
  },
);
