import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { restartLoop } from "../../services/transactions/private/restart-loops";
import { watchDepositsRound } from "../../services/transactions/private/watch-deposits";

/** Rounds per run (each a step and a sleep): a busy watcher hands over to the next generation, so runs stay small. */
const maxRounds = 40;

/**
 * The one deposit watcher: a round a second (durable sleeps go no shorter) reads every open deposit's account and
 * a bounded share of the others (100 a call), and acts on what it finds. Ends when nothing is watched and nothing new came; a silent one is
 * restarted by the outbox sweep.
 */
export const watchDeposits = inngest.createFunction(
  { id: "watch-deposits", retries: 5, triggers: [{ event: "deposits/watch.requested" }] },
  async ({ event, step }) => {
    const { generation } = eventPayload("deposits/watch.requested", event.data);
    for (let round = 1; round <= maxRounds; round++) {
      const result = await step.run(`round-${round}`, async () => watchDepositsRound(await getDb(), generation));
      if (result.state !== "working") return { rounds: round, end: result.state };
      await step.sleep(`after-round-${round}`, "1s");
    }
    await step.run("continue-in-next-generation", async () =>
      restartLoop(await getDb(), "deposit-watcher", generation),
    );
    return { rounds: maxRounds, end: "continued" };
  },
);
