import * as accountsRoute from "@/app/v1/accounts/route";
import { hashSecret, type Permission, type Tier } from "@/server/auth/api-key-format";
import type { Principal } from "@/server/auth/principal";
import { getDb } from "@/server/db/client";
import { findApiKeyByHash, firstAccount, insertAccount } from "@/server/db/queries/api-keys";
import { newId } from "@/server/ids";
import { principalOfKey } from "@/server/services/api-keys/authenticate-api-key";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { call } from "./call";

export type TestKey = { key: string; principal: Principal & { keyId: string } };

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
  return { key, principal: { ...principalOfKey(row), keyId: row.id } };
}

/** An admin key of the operator account (made here if the file's database has none yet). */
export async function operatorKey(): Promise<TestKey> {
  const db = await getDb();
  const existing = await firstAccount(db);
  if (existing?.isOperator) return addKey(existing.id, "admin");
  const accountId = newId("account");
  await insertAccount(db, accountId, "Operator", "enterprise", true);
  return addKey(accountId, "admin");
}

/** A customer account made by the operator through POST /v1/accounts, with the admin key it hands over. */
export async function customerAccount(operator: TestKey, tier: Tier = "pro", name = "Customer"): Promise<TestKey> {
  const made = await call(accountsRoute.POST, "POST", "/v1/accounts", { key: operator.key, body: { name, tier } });
  if (made.status !== 201) throw new Error(`account not made: ${JSON.stringify(made.body)}`);
  const row = await findApiKeyByHash(await getDb(), hashSecret(made.body.adminKey));
  return { key: made.body.adminKey, principal: { ...principalOfKey(row!), keyId: row!.id } };
}
