import type { Permission, Tier } from "@/server/auth/api-key-format";
import { getDb } from "@/server/db/client";
import { insertAccount } from "@/server/db/queries/api-keys";
import { newId } from "@/server/ids";
import { type Principal, principalOfKey } from "@/server/services/api-keys/authenticate-api-key";
import { createApiKey } from "@/server/services/api-keys/create-api-key";

export type TestKey = { key: string; principal: Principal };

/** A fresh account with one key: every test gets its own, so tests never share rows or rate-limit counters. */
export async function newAccountKey(permission: Permission = "admin", tier: Tier = "enterprise"): Promise<TestKey> {
  const db = await getDb();
  const accountId = newId("account");
  await insertAccount(db, accountId, `test ${accountId}`, tier);
  return addKey(accountId, permission);
}

/** Another key of the account; its principal has the account's tier and status, as a request would see them. */
export async function addKey(accountId: string, permission: Permission): Promise<TestKey> {
  const db = await getDb();
  const { row, key } = await createApiKey(db, { accountId, name: `${permission} key`, permission });
  return { key, principal: principalOfKey(row) };
}
