import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { webhooks } from "../schema";

export type WebhookRow = typeof webhooks.$inferSelect;

export async function insertWebhook(db: DbOrTx, row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [inserted] = await db.insert(webhooks).values(row).returning();
  return inserted!;
}

export async function findWebhook(db: DbOrTx, accountId: string, webhookId: string): Promise<WebhookRow | undefined> {
  if (!isPlausibleId(webhookId)) return undefined;
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)))
    .limit(1);
  return row;
}

/** The account of each of these webhooks (a deleted webhook is missing). */
export async function accountsOfWebhooks(db: DbOrTx, webhookIds: string[]): Promise<Map<string, string>> {
  if (webhookIds.length === 0) return new Map();
  const rows = await db
    .select({ id: webhooks.id, accountId: webhooks.accountId })
    .from(webhooks)
    .where(inArray(webhooks.id, webhookIds));
  return new Map(rows.map((r) => [r.id, r.accountId]));
}

export async function listWebhooks(db: DbOrTx, accountId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.accountId, accountId)).orderBy(desc(webhooks.createdAt));
}

export async function countWebhooks(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.accountId, accountId));
  return row?.n ?? 0;
}

export async function updateWebhook(
  db: DbOrTx,
  accountId: string,
  webhookId: string,
  changes: Partial<Pick<WebhookRow, "url" | "events" | "disabledAt" | "disabledReason">>,
): Promise<WebhookRow | undefined> {
  if (!isPlausibleId(webhookId)) return undefined;
  const [row] = await db
    .update(webhooks)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)))
    .returning();
  return row;
}

export async function deleteWebhook(db: DbOrTx, accountId: string, webhookId: string): Promise<boolean> {
  if (!isPlausibleId(webhookId)) return false;
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)))
    .returning({ id: webhooks.id });
  return rows.length === 1;
}

/**
 * Makes `secretEncrypted` the webhook's secret and the one it had the previous one, in one statement: rotations
 * racing each other queue on the row, so every secret handed out is stored, current or previous.
 */
export async function rotateSecret(
  db: DbOrTx,
  accountId: string,
  webhookId: string,
  secretEncrypted: string,
  previousSecretExpiresAt: Date,
): Promise<WebhookRow | undefined> {
  if (!isPlausibleId(webhookId)) return undefined;
  const [row] = await db
    .update(webhooks)
    .set({
      secretEncrypted,
      previousSecretEncrypted: sql`${webhooks.secretEncrypted}`,
      previousSecretExpiresAt,
      updatedAt: new Date(),
    })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.accountId, accountId)))
    .returning();
  return row;
}
