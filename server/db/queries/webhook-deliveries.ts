import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { webhookAttempts, webhookDeliveries, webhooks } from "../schema";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Enabled webhooks of these accounts (their subscriptions are filtered by the caller). */
export async function enabledWebhooksOf(db: DbOrTx, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(webhooks)
    .where(and(inArray(webhooks.accountId, accountIds), isNull(webhooks.disabledAt)));
}

/** One delivery per (webhook, event): a repeat of the fan-out creates nothing new. */
export async function insertDeliveries(db: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

export async function deliveriesOfEvent(db: DbOrTx, eventId: string): Promise<DeliveryRow[]> {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
}

export async function findDelivery(db: DbOrTx, deliveryId: string): Promise<DeliveryRow | undefined> {
  if (!isPlausibleId(deliveryId)) return undefined;
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export async function updateDeliveries(
  db: DbOrTx,
  deliveryIds: string[],
  changes: Partial<DeliveryRow>,
): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ ...changes, updatedAt: new Date() })
    .where(inArray(webhookDeliveries.id, deliveryIds));
}

/**
 * Which of these deliveries still exist, locked until the transaction ends: deleting their webhook (which cascades
 * to them) waits for it, so the attempts written next never point at a delivery deleted meanwhile.
 */
export async function lockPresentDeliveries(tx: DbOrTx, deliveryIds: string[]): Promise<Set<string>> {
  if (deliveryIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, deliveryIds))
    .for("update");
  return new Set(rows.map((r) => r.id));
}

export async function insertAttempts(db: DbOrTx, rows: (typeof webhookAttempts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhookAttempts).values(rows);
}

/** What a dispatcher round claimed before (the round runs again after a crash): pending ones only. */
export async function claimedBy(db: DbOrTx, token: string): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.claimedBy, token), eq(webhookDeliveries.status, "pending")))
    .orderBy(asc(webhookDeliveries.createdAt));
}

/**
 * Claims up to `limit` of a webhook's deliveries that nobody attempted yet, oldest first, for one dispatcher round.
 * SKIP LOCKED lets a second dispatcher of the same webhook (after a hand-over) take others instead of waiting.
 */
export async function claimFirstAttempts(
  db: DbOrTx,
  webhookId: string,
  token: string,
  limit: number,
): Promise<DeliveryRow[]> {
  const unclaimed = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        isNull(webhookDeliveries.claimedBy),
        eq(webhookDeliveries.status, "pending"),
      ),
    )
    .orderBy(asc(webhookDeliveries.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(webhookDeliveries)
    .set({ claimedBy: token, updatedAt: sql`now()` })
    .where(inArray(webhookDeliveries.id, unclaimed))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export type DeliveryPage = {
  limit: number;
  offset: number;
  statusCode?: number;
  eventType?: string;
  from?: string;
  to?: string;
};

/** A page of a webhook's delivery log, newest first, narrowed by last status code, event type and creation time. */
export async function pageDeliveries(db: DbOrTx, webhookId: string, page: DeliveryPage) {
  const where = and(
    eq(webhookDeliveries.webhookId, webhookId),
    page.statusCode === undefined ? undefined : eq(webhookDeliveries.lastStatusCode, page.statusCode),
    page.eventType === undefined ? undefined : eq(webhookDeliveries.eventType, page.eventType),
    page.from === undefined ? undefined : gte(webhookDeliveries.createdAt, new Date(page.from)),
    page.to === undefined ? undefined : lt(webhookDeliveries.createdAt, new Date(page.to)),
  );
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const attempts = await attemptsOfDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return { rows, attempts, total: totals?.n ?? 0 };
}

/** Every attempt of these deliveries, oldest first. */
export async function attemptsOfDeliveries(db: DbOrTx, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.startedAt));
}
