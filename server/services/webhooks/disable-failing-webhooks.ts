import type { Db } from "../../db/client";
import { disableIfEnabled, webhooksFailingSince } from "../../db/queries/webhook-failing";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";

const day = 86_400_000;

/** An endpoint failing every attempt this long is disabled: it would only fill the retry queues. */
export const failingDaysBeforeDisable = 5;

/** Webhooks disabled per housekeeping round at most; the next round takes the rest. */
const perRound = 100;

/**
 * Disables each enabled webhook whose attempts have all failed for 5 days (no 2xx since), and tells the account's
 * other webhooks subscribed to `webhook.disabled`: the disabling and its event commit together. The integrator
 * enables it again (PUT enabled: true) and recovers the window it missed (POST .../recover).
 */
export async function disableFailingWebhooks(db: Db, now = new Date()): Promise<number> {
  const failing = await webhooksFailingSince(db, new Date(now.getTime() - failingDaysBeforeDisable * day), perRound);
  let disabled = 0;
  for (const webhook of failing) {
    const reason = `Every delivery attempt failed for ${failingDaysBeforeDisable} days (since ${webhook.failingSince.toISOString()})`;
    const eventId = await db.transaction(async (tx) => {
      if (!(await disableIfEnabled(tx, webhook.id, now, reason))) return undefined;
      return recordEvent(tx, {
        accountId: webhook.accountId,
        type: "webhook.disabled",
        data: { webhookId: webhook.id, url: webhook.url, reason, disabledAt: now.toISOString() },
      });
    });
    if (!eventId) continue;
    disabled++;
    await publishEvents(db, [eventId]);
  }
  return disabled;
}
