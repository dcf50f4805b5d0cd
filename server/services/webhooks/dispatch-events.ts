import type { DispatchRequest } from "../../db/queries/webhook-dispatch";
import { type OutgoingEvent, sendEvents } from "../../jobs/events";

/** The event that starts a generation's dispatcher; its id makes every repeat of it the same one run. */
export function dispatchEvent(request: DispatchRequest): OutgoingEvent<"webhook/dispatch.requested"> {
  return {
    name: "webhook/dispatch.requested",
    id: `dispatch:${request.webhookId}:${request.generation}`,
    data: { webhookId: request.webhookId, generation: request.generation },
  };
}

export async function sendDispatchEvents(requests: DispatchRequest[]): Promise<void> {
  await sendEvents(requests.map(dispatchEvent));
}
