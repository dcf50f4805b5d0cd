import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { republishStale } from "../../outbox/sweep";
import { restartSilentLoops } from "../../services/transactions/private/restart-loops";
import { restartStaleDispatchers } from "../../services/webhooks/restart-stale-dispatchers";

/**
 * Re-publishes outbox rows that a crash left behind (their ids make a repeat harmless), and restarts webhook
 * dispatchers and the background loops (deposit watcher, payout epochs) whose runs were lost.
 */
export const sweepOutbox = inngest.createFunction(
  { id: "sweep-outbox", triggers: [{ cron: "* * * * *" }, { event: "outbox/sweep.requested" }] },
  async ({ event, step }) => {
    const requested = event.name === "outbox/sweep.requested" ? eventPayload("outbox/sweep.requested", event.data) : {};
    const published = await step.run("publish-stale-events", async () =>
      republishStale(await getDb(), requested.graceMs),
    );
    const restarted = await step.run("restart-stale-dispatchers", async () => restartStaleDispatchers(await getDb()));
    const loops = await step.run("restart-silent-loops", async () => restartSilentLoops(await getDb()));
    return { published, restarted, loops };
  },
);
