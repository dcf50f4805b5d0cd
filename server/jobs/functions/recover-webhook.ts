import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { handOverRetries } from "../../events/hand-over-retries";
import { eventPayload } from "../../events/schemas";
import { endFailedRecovery } from "../../services/webhooks/fail-recovery";
import { type PageResult, recoveryPage } from "../../services/webhooks/recovery-page";

/** Pages per run at most: 500 pages of 200 events, more than a 30-day window of a busy account needs. */
const maxPages = 500;

/** Recoveries of one account running at once: a recovery shares the account's endpoints with its dispatchers. */
const recoveriesPerAccount = 1;

/**
 * A recovery (services/webhooks/recover-webhook.ts): its window's events page by page, oldest first, a step per
 * page; the deliveries whose attempt failed get a delivery run of their own for the retries, as the dispatcher's do.
 */
export const recoverWebhook = inngest.createFunction(
  {
    id: "recover-webhook",
    retries: 5,
    concurrency: [{ key: "event.data.accountId", limit: recoveriesPerAccount }],
    triggers: [{ event: "webhook/recovery.requested" }],
    onFailure: async ({ event }) => {
      const { recoveryId } = eventPayload("webhook/recovery.requested", event.data.event.data);
      await endFailedRecovery(await getDb(), recoveryId);
    },
  },
  async ({ event, step }) => {
    const { recoveryId, accountId } = eventPayload("webhook/recovery.requested", event.data);
    for (let page = 1; page <= maxPages; page++) {
      const result = await step.run(
        `page-${page}`,
        async (): Promise<PageResult> => recoveryPage(await getDb(), recoveryId, page),
      );
      if (result.handOver.length > 0) {
        await step.run(`hand-over-${page}`, () => handOverRetries(result.handOver, accountId, recoveryId));
      }
      if (result.done) return { pages: page };
    }
    return { pages: maxPages, end: "page limit" };
  },
);
