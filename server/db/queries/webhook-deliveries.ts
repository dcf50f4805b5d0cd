import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { webhookAttempts, webhookDeliveries, webhooks } from "../schema";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Enabled webhooks of an account that subscribed to an event type. */
export async function subscribedWebhooks(db: DbOrTx, accountId: string, eventType: string) {
  const rows = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, accountId), isNull(webhooks.disabledAt)));
  return rows.filter((w) => w.events.includes(eventType));
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

export async function updateDelivery(db: DbOrTx, deliveryId: string, changes: Partial<DeliveryRow>): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export async function insertAttempt(db: DbOrTx, row: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(row);
}

export async function pageDeliveries(db: DbOrTx, webhookId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId));
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(webhookAttempts.startedAt));
  return { rows, attempts, total: totals?.n ?? 0 };
}
