import type { DbOrTx } from "../../db/client";
import type { DispatchRequest } from "../../db/queries/webhook-dispatch";
import { accountsOfWebhooks } from "../../db/queries/webhooks";
import { type OutgoingEvent, sendEvents } from "../../jobs/events";

/**
 * The event that starts a generation's dispatcher; its id makes every repeat of it the same one run. The account
 * is the dispatchers' concurrency key.
 */
export function dispatchEvent(
  request: DispatchRequest,
  accountId: string | undefined,
): OutgoingEvent<"webhook/dispatch.requested"> {
  return {
    name: "webhook/dispatch.requested",
    id: `dispatch:${request.webhookId}:${request.generation}`,
    data: { webhookId: request.webhookId, generation: request.generation, accountId },
  };
}

export async function sendDispatchEvents(db: DbOrTx, requests: DispatchRequest[]): Promise<void> {
  if (requests.length === 0) return;
  const accounts = await accountsOfWebhooks(
    db,
    requests.map((r) => r.webhookId),
  );
  await sendEvents(requests.map((r) => dispatchEvent(r, accounts.get(r.webhookId))));
}
