import type { z } from "zod";
import type { AuditContext } from "../../auth/audit-context";
import type { recoverWebhookBody } from "../../contracts/webhook-recoveries";
import type { Db } from "../../db/client";
import {
  countEventsInWindow,
  insertRecovery,
  lockWebhook,
  overlappingRecovery,
} from "../../db/queries/webhook-recoveries";
import { findWebhook } from "../../db/queries/webhooks";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { recordAudit } from "../audit-log/record-audit";
import { retention } from "../housekeeping/sweep-expired";
import { webhookNotFound } from "./get-webhook";
import { recoveryView } from "./recovery-view";

/** As far back as the delivery log goes: older events cannot be compared with what was delivered. */
export const maxRecoveryWindowMs = retention.deliveryAttemptsMs;

function checkWindow(since: Date, until: Date, now: Date): void {
  const bad = (message: string) => new AppError("INVALID_REQUEST", message, { since, until });
  if (since > now) throw bad("since must not be in the future");
  if (until <= since) throw bad("until must be after since");
  if (until > now) throw bad("until must not be in the future");
  if (since.getTime() < now.getTime() - maxRecoveryWindowMs) {
    throw bad(`since must be within the last ${maxRecoveryWindowMs / 86_400_000} days (the delivery log's retention)`);
  }
}

/**
 * Starts re-sending every event of [since, until) this webhook subscribes to, those that came while it was
 * disabled included, as a background run (functions/recover-webhook.ts). The webhook must be enabled; a running
 * recovery of an overlapping window is refused, so no event is queued twice by two of them.
 */
export async function recoverWebhook(
  db: Db,
  by: AuditContext,
  webhookId: string,
  body: z.infer<typeof recoverWebhookBody>,
  now = new Date(),
) {
  const { accountId } = by;
  const since = new Date(body.since);
  const until = body.until ? new Date(body.until) : now;
  checkWindow(since, until, now);
  const { recovery, jobIds } = await db.transaction(async (tx) => {
    await lockWebhook(tx, accountId, webhookId);
    const webhook = await findWebhook(tx, accountId, webhookId);
    if (!webhook) throw webhookNotFound(webhookId);
    if (webhook.disabledAt) {
      throw new AppError("INVALID_REQUEST", "This webhook is disabled; enable it again first", { webhookId });
    }
    const running = await overlappingRecovery(tx, webhookId, since, until);
    if (running) {
      throw new AppError("RECOVERY_IN_PROGRESS", "A recovery of an overlapping window is running", {
        webhookId,
        recoveryId: running.id,
      });
    }
    const window = { accountId, types: webhook.events, since, until };
    const row = await insertRecovery(tx, {
      id: newId("recovery"),
      accountId,
      webhookId,
      since,
      until,
      status: "running",
      total: await countEventsInWindow(tx, window),
    });
    await recordAudit(
      tx,
      by,
      "webhook.recovered",
      { type: "webhook", id: webhookId },
      { recoveryId: row.id, since, until },
    );
    return { recovery: row, jobIds: await recordJobs(tx, [jobs.recover(row.id, accountId)]) };
  });
  await publishEvents(db, [], jobIds);
  return recoveryView(recovery);
}
