import type { Permission, Tier } from "@/server/auth/api-key-format";
import { getDb } from "@/server/db/client";
import { insertAccount } from "@/server/db/queries/api-keys";
import { newId } from "@/server/ids";
import type { Principal } from "@/server/services/api-keys/authenticate-api-key";
import { createApiKey } from "@/server/services/api-keys/create-api-key";

export type TestKey = { key: string; principal: Principal & { keyId: string } };

/** A fresh account with one key: every test gets its own, so tests never share rows or rate-limit counters. */
export async function newAccountKey(permission: Permission = "admin", tier: Tier = "enterprise"): Promise<TestKey> {
  const db = await getDb();
  const accountId = newId("account");
  await insertAccount(db, accountId, `test ${accountId}`, tier);
  return addKey(accountId, permission, tier);
}

export async function addKey(accountId: string, permission: Permission, tier: Tier = "enterprise"): Promise<TestKey> {
  const db = await getDb();
  const { row, key } = await createApiKey(db, { accountId, name: `${permission} key`, permission });
  return {
    key,
    principal: { accountId, keyId: row.id, permission, tier, actor: { type: "api_key", id: row.id, name: row.name } },
  };
}
