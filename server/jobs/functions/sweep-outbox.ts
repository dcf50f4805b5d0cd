import { getDb } from "../../db/client";
import { unpublishedEvents } from "../../db/queries/events";
import { publishNow } from "../../services/outbox/publish-events";
import { restartStaleDispatchers } from "../../services/webhooks/restart-stale-dispatchers";
import { inngest } from "../client";
import { eventPayload } from "../events";

/** Events older than this and still unpublished were left by a crash between commit and publish. */
const graceMs = 10_000;

/**
 * Re-publishes outbox events that a crash left behind (their ids make a repeat harmless), and restarts webhook
 * dispatchers whose runs were lost.
 */
export const sweepOutbox = inngest.createFunction(
  { id: "sweep-outbox", triggers: [{ cron: "* * * * *" }, { event: "outbox/sweep.requested" }] },
  async ({ event, step }) => {
    const requested = event.name === "outbox/sweep.requested" ? eventPayload("outbox/sweep.requested", event.data) : {};
    const published = await step.run("publish-stale-events", async () => {
      const db = await getDb();
      const stale = await unpublishedEvents(db, new Date(Date.now() - (requested.graceMs ?? graceMs)), 500);
      await publishNow(
        db,
        stale.map((e) => e.id),
      );
      return stale.length;
    });
    const restarted = await step.run("restart-stale-dispatchers", async () => restartStaleDispatchers(await getDb()));
    return { published, restarted };
  },
);
