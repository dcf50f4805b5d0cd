import { and, count, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Tier } from "../../auth/api-key-format";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { accounts, apiKeys } from "../schema";
import { type AccountAccess, accountAccessColumns } from "./account-access";

/** A key with what of its account decides each request: its tier (limits), status and operator role. */
export type ApiKeyRow = typeof apiKeys.$inferSelect & AccountAccess;

export type { AccountStatus } from "./account-access";

function selectKeys(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(apiKeys),
      ...accountAccessColumns,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId));
}

export async function findApiKeyByHash(db: DbOrTx, hash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await selectKeys(db).where(eq(apiKeys.hash, hash)).limit(1);
  return row;
}

export async function findApiKeyById(db: DbOrTx, keyId: string): Promise<ApiKeyRow | undefined> {
  if (!isPlausibleId(keyId)) return undefined;
  const [row] = await selectKeys(db).where(eq(apiKeys.id, keyId)).limit(1);
  return row;
}

export async function findApiKey(db: DbOrTx, accountId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  if (!isPlausibleId(keyId)) return undefined;
  const [row] = await selectKeys(db)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)))
    .limit(1);
  return row;
}

export async function listApiKeys(db: DbOrTx, accountId: string): Promise<ApiKeyRow[]> {
  return selectKeys(db).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt));
}

export async function countActiveApiKeys(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  await db.insert(apiKeys).values(row);
  return (await findApiKeyById(db, row.id))!;
}

export async function revokeApiKey(db: DbOrTx, keyId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length === 1;
}

export async function markKeyRotated(db: DbOrTx, keyId: string, rotatedToId: string, expiresAt: Date): Promise<void> {
  await db.update(apiKeys).set({ rotatedToId, expiresAt }).where(eq(apiKeys.id, keyId));
}

export async function touchApiKey(db: DbOrTx, keyId: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}

export async function insertAccount(
  db: DbOrTx,
  id: string,
  name: string,
  tier: Tier = "free",
  isOperator = false,
): Promise<void> {
  await db.insert(accounts).values({ id, name, tier, isOperator });
}

/** The operator account; before one was marked (a deployment older than accounts), the first account made. */
export async function firstAccount(db: DbOrTx): Promise<{ id: string; tier: Tier; isOperator: boolean } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, tier: accounts.tier, isOperator: accounts.isOperator })
    .from(accounts)
    .orderBy(desc(accounts.isOperator), accounts.createdAt, accounts.id)
    .limit(1);
  return row;
}

/** Makes the account the operator (held by one account at most: a unique index). */
export async function markOperator(db: DbOrTx, accountId: string): Promise<void> {
  await db.update(accounts).set({ isOperator: true }).where(eq(accounts.id, accountId));
}

export async function findAccountTier(db: DbOrTx, accountId: string): Promise<Tier | undefined> {
  const [row] = await db.select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.tier;
}

export async function setAccountTier(db: DbOrTx, accountId: string, tier: Tier): Promise<void> {
  await db.update(accounts).set({ tier }).where(eq(accounts.id, accountId));
}

export function isKeyActive(key: ApiKeyRow, now: Date): boolean {
  if (key.revokedAt) return false;
  return !key.expiresAt || key.expiresAt > now;
}

/** Makes instances starting together take turns at bootstrapping (held until the caller's transaction ends). */
export async function lockBootstrap(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
}
