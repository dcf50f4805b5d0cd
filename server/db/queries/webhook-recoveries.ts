import { and, asc, count, eq, gt, gte, inArray, like, lt, ne, or, sql } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { events, webhookDeliveries, webhookRecoveries, webhooks } from "../schema";

export type RecoveryRow = typeof webhookRecoveries.$inferSelect;

export type RecoveryWindow = { accountId: string; types: string[]; since: Date; until: Date };

/** Locks the webhook row until the end of the transaction: recoveries of one webhook are asked for one at a time. */
export async function lockWebhook(tx: DbOrTx, accountId: string, webhookId: string): Promise<void> {
  await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)))
    .for("update");
}

/** A running recovery of this webhook whose window overlaps [since, until). */
export async function overlappingRecovery(db: DbOrTx, webhookId: string, since: Date, until: Date) {
  const [row] = await db
    .select()
    .from(webhookRecoveries)
    .where(
      and(
        eq(webhookRecoveries.webhookId, webhookId),
        eq(webhookRecoveries.status, "running"),
        lt(webhookRecoveries.since, until),
        gt(webhookRecoveries.until, since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertRecovery(db: DbOrTx, row: typeof webhookRecoveries.$inferInsert): Promise<RecoveryRow> {
  const [inserted] = await db.insert(webhookRecoveries).values(row).returning();
  return inserted!;
}

export async function findRecovery(db: DbOrTx, webhookId: string, recoveryId: string) {
  if (!isPlausibleId(recoveryId)) return undefined;
  const [row] = await db
    .select()
    .from(webhookRecoveries)
    .where(and(eq(webhookRecoveries.id, recoveryId), eq(webhookRecoveries.webhookId, webhookId)));
  return row;
}

function inWindow(window: RecoveryWindow) {
  return and(
    eq(events.accountId, window.accountId),
    inArray(events.type, window.types.length > 0 ? window.types : [""]),
    gte(events.createdAt, window.since),
    lt(events.createdAt, window.until),
  );
}

export async function countEventsInWindow(db: DbOrTx, window: RecoveryWindow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(inWindow(window));
  return row?.n ?? 0;
}

/** The next `limit` events of the window after the cursor, oldest first (ties broken by id). */
export async function eventsInWindowAfter(
  db: DbOrTx,
  window: RecoveryWindow,
  after: { createdAt: Date; id: string } | null,
  limit: number,
) {
  const later = after
    ? or(gt(events.createdAt, after.createdAt), and(eq(events.createdAt, after.createdAt), gt(events.id, after.id)))
    : undefined;
  return db
    .select()
    .from(events)
    .where(and(inWindow(window), later))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit);
}

/**
 * Makes the deliveries of these events to this webhook the recovery's own: a missing one (the event came while
 * the webhook was disabled) is created, an attempted one (delivered, given up or between retries) is pending again,
 * all claimed by `token` so the dispatcher leaves them to the recovery. A delivery whose first attempt is still to
 * come is left to the dispatcher: it goes out anyway, and is counted as skipped.
 */
export async function claimForRecovery(db: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[], token: string) {
  if (rows.length === 0) return [];
  const webhookId = rows[0]!.webhookId;
  await db
    .insert(webhookDeliveries)
    .values(rows.map((r) => ({ ...r, claimedBy: token })))
    .onConflictDoNothing();
  await db
    .update(webhookDeliveries)
    .set({ status: "pending", claimedBy: token, nextAttemptAt: sql`now()`, deliveredAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        inArray(
          webhookDeliveries.eventId,
          rows.map((r) => r.eventId),
        ),
        or(ne(webhookDeliveries.status, "pending"), gt(webhookDeliveries.attemptCount, 0)),
      ),
    );
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.claimedBy, token), eq(webhookDeliveries.status, "pending")));
}

export async function advanceRecovery(
  db: DbOrTx,
  recoveryId: string,
  progress: { sent: number; delivered: number; skipped: number; cursor: string | null; done: boolean },
): Promise<void> {
  await db
    .update(webhookRecoveries)
    .set({
      sent: sql`${webhookRecoveries.sent} + ${progress.sent}`,
      delivered: sql`${webhookRecoveries.delivered} + ${progress.delivered}`,
      skipped: sql`${webhookRecoveries.skipped} + ${progress.skipped}`,
      ...(progress.cursor !== null && { cursor: progress.cursor }),
      ...(progress.done && { status: "completed" as const, completedAt: new Date() }),
    })
    .where(eq(webhookRecoveries.id, recoveryId));
}

export async function findRecoveryById(db: DbOrTx, recoveryId: string) {
  const [row] = await db.select().from(webhookRecoveries).where(eq(webhookRecoveries.id, recoveryId));
  return row;
}

/**
 * Ends a recovery whose run failed for good: it no longer blocks another of its window, and the deliveries it had
 * claimed but not attempted are handed back to the dispatcher. Returns the webhook, or undefined if it had ended.
 */
export async function failRecovery(db: DbOrTx, recoveryId: string): Promise<string | undefined> {
  const [row] = await db
    .update(webhookRecoveries)
    .set({ status: "failed", completedAt: new Date() })
    .where(and(eq(webhookRecoveries.id, recoveryId), eq(webhookRecoveries.status, "running")))
    .returning({ webhookId: webhookRecoveries.webhookId });
  if (!row) return undefined;
  await db
    .update(webhookDeliveries)
    .set({ claimedBy: null, updatedAt: sql`now()` })
    .where(
      and(
        like(webhookDeliveries.claimedBy, `recover:${recoveryId}:%`),
        eq(webhookDeliveries.status, "pending"),
        eq(webhookDeliveries.attemptCount, 0),
      ),
    );
  return row.webhookId;
}
