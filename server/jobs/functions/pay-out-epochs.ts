import { getDb } from "../../db/client";
import { env } from "../../env";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { payOutRound } from "../../services/transactions/private/pay-out-epochs";
import { restartLoop } from "../../services/transactions/private/restart-loops";
import { payoutRoundsPerRun } from "../../services/transactions/private/shared/payout-delays";

/**
 * The payout epochs: one run at a time pays every private leg that fell due since the last round, in ledger
 * transactions shared across transactions. Ends when nothing is due, open or coming due; a silent one is restarted
 * by the outbox sweep.
 */
export const payOutEpochs = inngest.createFunction(
  { id: "pay-out-epochs", retries: 10, triggers: [{ event: "payouts/epochs.requested" }] },
  async ({ event, step }) => {
    const { generation } = eventPayload("payouts/epochs.requested", event.data);
    for (let round = 1; round <= payoutRoundsPerRun; round++) {
      const result = await step.run(`round-${round}`, async () => payOutRound(await getDb(), generation));
      if (result.state !== "working") return { rounds: round, end: result.state };
      await step.sleep(`after-round-${round}`, `${env().PAYOUT_EPOCH_MS}ms`);
    }
    await step.run("continue-in-next-generation", async () => restartLoop(await getDb(), "payout-epochs", generation));
    return { rounds: payoutRoundsPerRun, end: "continued" };
  },
);
