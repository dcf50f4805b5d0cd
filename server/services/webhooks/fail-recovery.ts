import type { Db } from "../../db/client";
import { kickDispatch } from "../../db/queries/webhook-dispatch";
import { failRecovery } from "../../db/queries/webhook-recoveries";
import { accountsOfWebhooks } from "../../db/queries/webhooks";
import { enqueueJob } from "../../outbox/enqueue-job";
import { jobs } from "../../outbox/jobs";

/**
 * A recovery's run failed for good (its onFailure handler): the recovery is marked failed, so a new one of the same
 * window may start, and the dispatcher is kicked for the deliveries it had claimed and not attempted.
 */
export async function endFailedRecovery(db: Db, recoveryId: string): Promise<void> {
  const webhookId = await db.transaction((tx) => failRecovery(tx, recoveryId));
  if (!webhookId) return;
  const accountId = (await accountsOfWebhooks(db, [webhookId])).get(webhookId);
  if (!accountId) return;
  for (const request of await kickDispatch(db, [webhookId])) await enqueueJob(db, jobs.dispatch(request, accountId));
}
