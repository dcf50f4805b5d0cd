import pMap from "p-map";
import type { Db, DbOrTx } from "../../db/client";
import { type EventRow, findEvents } from "../../db/queries/events";
import {
  type DeliveryRow,
  insertAttempts,
  lockPresentDeliveries,
  updateDeliveries,
} from "../../db/queries/webhook-deliveries";
import { disableIfEnabled } from "../../db/queries/webhook-failing";
import { findWebhook, type WebhookRow } from "../../db/queries/webhooks";
import { env } from "../../env";
import { newId } from "../../ids";
import { metrics } from "../../metrics/registry";
import { checkDestination, type Destination, destinationPool, postTo } from "../../net/safe-post";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";
import { deliveryAfter, judge, type Sent, type Verdict } from "./attempt-verdict";
import { activeSecrets, signedMessage } from "./webhook-message";

export type AttemptOutcome =
  | { outcome: "succeeded" | "gone" | "abandoned" | "exhausted" }
  | { outcome: "retry"; waitMs: number; nextAttemptAt: string };

function outcomeOf(verdict: Verdict): AttemptOutcome {
  return verdict.outcome === "retry"
    ? { outcome: "retry", waitMs: verdict.waitMs, nextAttemptAt: verdict.at.toISOString() }
    : verdict;
}

/** How a recovery's claim tokens begin (`recover:<recovery id>:<page>`). */
export const recoveryClaimPrefix = "recover:";

/** Requests to one endpoint at once, at most: enough for throughput, few enough not to flood a customer. */
const connectionsPerEndpoint = 16;

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Posts each event once. The destination is checked once for the whole set (private addresses are refused unless
 * allowed) and every connection goes to the address checked; a refused destination is an error for every attempt.
 */
async function sendAll(webhook: WebhookRow, events: EventRow[]): Promise<Sent[]> {
  const { WEBHOOK_TIMEOUT_MS: timeoutMs, WEBHOOK_ALLOW_PRIVATE: allowPrivate } = env();
  const checkedAt = new Date();
  let secrets: string[];
  let destination: Destination;
  try {
    // An unreadable secret (APP_SECRET changed) or a refused destination fails the attempts, not the function.
    secrets = activeSecrets(webhook, checkedAt);
    destination = await checkDestination(webhook.url, allowPrivate);
  } catch (error) {
    return events.map(() => ({ startedAt: checkedAt, durationMs: 0, error: errorText(error) }));
  }
  const pool = destinationPool(destination, connectionsPerEndpoint);
  try {
    return await pMap(
      events,
      async (event): Promise<Sent> => {
        const startedAt = new Date();
        const { body, headers } = signedMessage(secrets, event, startedAt);
        const took = () => Date.now() - startedAt.getTime();
        try {
          const result = await postTo(destination, body, headers, { timeoutMs, pool });
          return { startedAt, durationMs: took(), result };
        } catch (error) {
          return { startedAt, durationMs: took(), error: errorText(error) };
        }
      },
      { concurrency: connectionsPerEndpoint },
    );
  } finally {
    pool.destroy();
  }
}

/** Writes the changed delivery rows: one statement per distinct change, so a batch of successes is one. */
async function saveDeliveries(db: DbOrTx, changes: { id: string; set: Partial<DeliveryRow> }[]): Promise<void> {
  const groups = new Map<string, { ids: string[]; set: Partial<DeliveryRow> }>();
  for (const { id, set } of changes) {
    const key = JSON.stringify(set);
    const group = groups.get(key) ?? { ids: [], set };
    group.ids.push(id);
    groups.set(key, group);
  }
  for (const group of groups.values()) await updateDeliveries(db, group.ids, group.set);
}

type Attempted = { delivery: DeliveryRow; sent: Sent; verdict: Verdict };

/**
 * The attempts in the delivery log and the deliveries' new state, together: a crash leaves both or neither, so a
 * round run again sends again exactly what has no attempt on record. A 410 disables the webhook, after the
 * deliveries' ends are written, so whoever sees the webhook disabled sees why; the account's other webhooks get a
 * `webhook.disabled` event (its id is returned, to publish after commit). Returns the attempts it wrote.
 */
async function recordAttempts(
  tx: DbOrTx,
  webhook: WebhookRow,
  sent: Attempted[],
  { attempt, manual, at }: { attempt: number; manual: boolean; at: Date },
): Promise<{ recorded: Attempted[]; disabledEvent?: string }> {
  // The webhook may have been deleted while its endpoint answered: its deliveries went with it, and so does the log.
  const present = await lockPresentDeliveries(
    tx,
    sent.map(({ delivery }) => delivery.id),
  );
  const attempted = sent.filter(({ delivery }) => present.has(delivery.id));
  if (attempted.length === 0) return { recorded: [] };
  await insertAttempts(
    tx,
    attempted.map(({ delivery, sent, verdict }) => ({
      id: newId("attempt"),
      deliveryId: delivery.id,
      attempt,
      manual: manual ? 1 : 0,
      startedAt: sent.startedAt,
      durationMs: sent.durationMs,
      statusCode: sent.result?.status ?? null,
      responseExcerpt: sent.result?.excerpt ?? null,
      error: sent.error ?? null,
      nextRetryAt: verdict.outcome === "retry" ? verdict.at : null,
    })),
  );
  await saveDeliveries(
    tx,
    attempted.map(({ delivery, sent, verdict }) => ({
      id: delivery.id,
      set: deliveryAfter(delivery, attempt, sent, verdict, manual, at),
    })),
  );
  const recorded = { recorded: attempted };
  if (!attempted.some(({ verdict }) => verdict.outcome === "gone")) return recorded;
  const reason = "The endpoint answered 410 Gone";
  if (!(await disableIfEnabled(tx, webhook.id, at, reason))) return recorded;
  const disabledEvent = await recordEvent(tx, {
    accountId: webhook.accountId,
    type: "webhook.disabled",
    data: { webhookId: webhook.id, url: webhook.url, reason, disabledAt: at.toISOString() },
  });
  return { ...recorded, disabledEvent };
}

/**
 * Each attempt's outcome, and for a delivered event the time from its creation to its delivery; not for an event
 * re-sent by a recovery (recovery-page.ts claims those), whose age says when it was asked for, not how fast we are.
 */
function countAttempts(attempted: Attempted[], events: Map<string, EventRow>, at: Date): void {
  const { webhookDeliveries, webhookLatency } = metrics();
  for (const { delivery, verdict } of attempted) {
    webhookDeliveries.inc({ outcome: verdict.outcome });
    const created = events.get(delivery.eventId)?.createdAt;
    const recovered = delivery.claimedBy?.startsWith(recoveryClaimPrefix) ?? false;
    if (verdict.outcome === "succeeded" && created && !recovered) {
      webhookLatency.observe((at.getTime() - created.getTime()) / 1000);
    }
  }
}

/**
 * One HTTP attempt (number `attempt`) of each of these deliveries, all of one webhook, recorded in the delivery
 * log. A webhook that is gone or disabled abandons them.
 */
export async function attemptDeliveries(
  db: Db,
  deliveries: DeliveryRow[],
  attempt: number,
  manual = false,
): Promise<Map<string, AttemptOutcome>> {
  const outcomes = new Map<string, AttemptOutcome>();
  const [first] = deliveries;
  if (!first) return outcomes;
  const webhook = await findWebhook(db, first.accountId, first.webhookId);
  const events = new Map((await findEvents(db, [...new Set(deliveries.map((d) => d.eventId))])).map((e) => [e.id, e]));
  const sendable = new Set(webhook && !webhook.disabledAt ? deliveries.filter((d) => events.has(d.eventId)) : []);
  const abandoned = deliveries.filter((d) => !sendable.has(d)).map((d) => d.id);
  await updateDeliveries(db, abandoned, { status: "failed", nextAttemptAt: null });
  for (const id of abandoned) outcomes.set(id, { outcome: "abandoned" });
  if (abandoned.length > 0) metrics().webhookDeliveries.inc({ outcome: "abandoned" }, abandoned.length);
  if (!webhook || sendable.size === 0) return outcomes;

  const toSend = [...sendable];
  const sent = await sendAll(
    webhook,
    toSend.map((d) => events.get(d.eventId)!),
  );
  const at = new Date();
  const attempted = toSend.map((delivery, i) => {
    const s = sent[i]!;
    return { delivery, sent: s, verdict: judge(s, attempt, manual, at) };
  });
  const { recorded, disabledEvent } = await db.transaction((tx) =>
    recordAttempts(tx, webhook, attempted, { attempt, manual, at }),
  );
  if (disabledEvent) await publishEvents(db, [disabledEvent]);
  for (const { delivery } of attempted) outcomes.set(delivery.id, { outcome: "abandoned" });
  for (const { delivery, verdict } of recorded) outcomes.set(delivery.id, outcomeOf(verdict));
  countAttempts(recorded, events, at);
  return outcomes;
}
