import { displayPrefix, generateApiKey, hashSecret, type Permission, type Tier } from "../../auth/api-key-format";
import type { DbOrTx } from "../../db/client";
import { type ApiKeyRow, insertApiKey } from "../../db/queries/api-keys";
import { env } from "../../env";
import { newId } from "../../ids";

export type NewApiKey = { accountId: string; name: string; permission: Permission; tier: Tier };

/** Creates a key; the full key is in the result and nowhere else, ever. */
export async function createApiKey(
  db: DbOrTx,
  input: NewApiKey,
  presetKey?: string,
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = presetKey ?? generateApiKey(env().API_KEY_ENV);
  const row = await insertApiKey(db, {
    id: newId("apiKey"),
    accountId: input.accountId,
    name: input.name,
    permission: input.permission,
    tier: input.tier,
    hash: hashSecret(key),
    displayPrefix: displayPrefix(key),
  });
  return { row, key };
}
