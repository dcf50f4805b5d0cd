import { and, desc, eq, isNull } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { accounts, apiKeys } from "../schema";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function findApiKeyByHash(db: DbOrTx, hash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.hash, hash)).limit(1);
  return row;
}

export async function findApiKey(db: DbOrTx, accountId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  if (!isPlausibleId(keyId)) return undefined;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)))
    .limit(1);
  return row;
}

export async function listApiKeys(db: DbOrTx, accountId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt));
}

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  return inserted!;
}

export async function revokeApiKey(db: DbOrTx, keyId: string, at: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

export async function markKeyRotated(db: DbOrTx, keyId: string, rotatedToId: string, expiresAt: Date): Promise<void> {
  await db.update(apiKeys).set({ rotatedToId, expiresAt }).where(eq(apiKeys.id, keyId));
}

export async function touchApiKey(db: DbOrTx, keyId: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}

export async function insertAccount(db: DbOrTx, id: string, name: string): Promise<void> {
  await db.insert(accounts).values({ id, name });
}

export async function firstAccount(db: DbOrTx): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).orderBy(accounts.createdAt).limit(1);
  return row;
}

export function isKeyActive(key: ApiKeyRow, now: Date): boolean {
  if (key.revokedAt) return false;
  return !key.expiresAt || key.expiresAt > now;
}
