import { displayPrefix, generateApiKey, hashSecret, type Permission, type Tier } from "../../auth/api-key-format";
import type { AuditContext } from "../../auth/audit-context";
import type { DbOrTx } from "../../db/client";
import { type ApiKeyRow, countActiveApiKeys, findAccountTier, insertApiKey } from "../../db/queries/api-keys";
import { env } from "../../env";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";

/** Keys an account may hold at once (revoked ones do not count). */
export const maxActiveKeysPerAccount = 100;

export type NewApiKey = { accountId: string; name: string; permission: Permission; tier?: Tier };

/**
 * Creates a key; the full key is in the result and nowhere else, ever. Limits belong to the account (its tier is
 * the operator's to set), so a key asking for another tier than its account's is refused: an admin cannot mint
 * keys that escape the account's quota. `by` (a request's principal) records it in the audit log, in the same
 * database transaction; the first start and the CLI make keys without one.
 */
export async function createApiKey(
  db: DbOrTx,
  input: NewApiKey,
  by?: AuditContext,
  presetKey?: string,
): Promise<{ row: ApiKeyRow; key: string }> {
  const accountTier = await findAccountTier(db, input.accountId);
  if (input.tier !== undefined && input.tier !== accountTier) {
    throw new AppError("FORBIDDEN", `This account's tier is ${accountTier}; keys share it and cannot ask for another`, {
      reason: "tier_is_per_account",
      accountTier,
      requested: input.tier,
    });
  }
  if ((await countActiveApiKeys(db, input.accountId)) >= maxActiveKeysPerAccount) {
    throw new AppError("INVALID_REQUEST", `An account can have at most ${maxActiveKeysPerAccount} active API keys`, {
      limit: maxActiveKeysPerAccount,
    });
  }
  const key = presetKey ?? generateApiKey(env().API_KEY_ENV);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertApiKey(tx, {
      id: newId("apiKey"),
      accountId: input.accountId,
      name: input.name,
      permission: input.permission,
      hash: hashSecret(key),
      displayPrefix: displayPrefix(key),
    });
    const object = { type: "api_key", id: inserted.id };
    if (by) await recordAudit(tx, by, "api_key.created", object, { name: input.name, permission: input.permission });
    return inserted;
  });
  return { row, key };
}
