import type { DbOrTx } from "../../db/client";
import { currentDispatch, type DispatchRequest, supersedeDispatch } from "../../db/queries/webhook-dispatch";
import { sendDispatchEvents } from "./dispatch-events";

/**
 * Replaces generation `request` of a webhook's dispatcher with a new one (it ran long, died or failed for good),
 * then makes sure the active generation has its event. Safe to repeat: a second call finds the generation already
 * replaced and sends the same event again, which is the same run.
 */
export async function restartDispatch(db: DbOrTx, request: DispatchRequest): Promise<void> {
  await supersedeDispatch(db, request);
  const current = await currentDispatch(db, request.webhookId);
  if (current?.active) {
    await sendDispatchEvents(db, [{ webhookId: current.webhookId, generation: current.generation }]);
  }
}
