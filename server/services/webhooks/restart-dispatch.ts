import type { Db } from "../../db/client";
import { currentDispatch, type DispatchRequest, supersedeDispatch } from "../../db/queries/webhook-dispatch";
import { accountsOfWebhooks } from "../../db/queries/webhooks";
import { enqueueJob } from "../../outbox/enqueue-job";
import { jobs } from "../../outbox/jobs";

/**
 * Replaces generation `request` of a webhook's dispatcher with a new one (it ran long, died or failed for good),
 * then makes sure the active generation has its event. Safe to repeat: a second call finds the generation already
 * replaced and asks for the same event again, which is the same run.
 */
export async function restartDispatch(db: Db, request: DispatchRequest): Promise<void> {
  await supersedeDispatch(db, request);
  const current = await currentDispatch(db, request.webhookId);
  if (!current?.active) return;
  const accountId = (await accountsOfWebhooks(db, [current.webhookId])).get(current.webhookId);
  if (accountId) await enqueueJob(db, jobs.dispatch(current, accountId));
}
