import type { Db } from "../../db/client";
import {
  advanceRecovery,
  claimForRecovery,
  eventsInWindowAfter,
  findRecoveryById,
} from "../../db/queries/webhook-recoveries";
import { findWebhook } from "../../db/queries/webhooks";
import { newId } from "../../ids";
import { attemptDeliveries, recoveryClaimPrefix } from "./attempt-deliveries";
import type { HandOver } from "./dispatch-round";

/** Events per page: one step of the run sends this many at most. */
export const recoveryPageSize = 200;

export type PageResult = { done: boolean; handOver: HandOver[] };

function parseCursor(cursor: string | null) {
  if (!cursor) return null;
  const [at, id] = cursor.split("|");
  return { createdAt: new Date(at!), id: id! };
}

/**
 * One page of a recovery: the next events of its window after the cursor get their delivery to the webhook back
 * (created, or pending again) and a first attempt now, through the same attempt path as the dispatcher (signing,
 * delivery log, metrics); those that fail are handed over for the usual retries. `page` names the claim, so a page
 * run again after a crash sends again only what it had not recorded (at least once). A webhook deleted or disabled
 * meanwhile ends the recovery.
 */
export async function recoveryPage(db: Db, recoveryId: string, page: number): Promise<PageResult> {
  const recovery = await findRecoveryById(db, recoveryId);
  if (!recovery) return { done: true, handOver: [] };
  const webhook = await findWebhook(db, recovery.accountId, recovery.webhookId);
  const finish = async () => {
    await advanceRecovery(db, recovery.id, { sent: 0, delivered: 0, skipped: 0, cursor: null, done: true });
    return { done: true, handOver: [] };
  };
  if (recovery.status !== "running" || !webhook || webhook.disabledAt) return finish();
  const window = { accountId: recovery.accountId, types: webhook.events, since: recovery.since, until: recovery.until };
  const events = await eventsInWindowAfter(db, window, parseCursor(recovery.cursor), recoveryPageSize);
  if (events.length === 0) return finish();
  const claimed = await claimForRecovery(
    db,
    events.map((event) => ({
      id: newId("delivery"),
      accountId: recovery.accountId,
      webhookId: webhook.id,
      eventId: event.id,
      eventType: event.type,
      status: "pending" as const,
      nextAttemptAt: new Date(),
    })),
    `${recoveryClaimPrefix}${recovery.id}:${page}`,
  );
  // Attempt 1 again: a recovered delivery starts the retry schedule afresh, whatever it had used up before.
  const outcomes = await attemptDeliveries(db, claimed, 1);
  const handOver = claimed.flatMap((d): HandOver[] => {
    const outcome = outcomes.get(d.id);
    return outcome?.outcome === "retry" ? [{ deliveryId: d.id, fromAttempt: 2, notBefore: outcome.nextAttemptAt }] : [];
  });
  const last = events.at(-1)!;
  const delivered = [...outcomes.values()].filter((o) => o.outcome === "succeeded").length;
  await advanceRecovery(db, recovery.id, {
    sent: claimed.length,
    delivered,
    skipped: events.length - claimed.length,
    cursor: `${last.createdAt.toISOString()}|${last.id}`,
    done: events.length < recoveryPageSize,
  });
  return { done: events.length < recoveryPageSize, handOver };
}
