import { displayPrefix, generateApiKey, hashSecret, type Permission, type Tier } from "../../auth/api-key-format";
import type { AuditContext } from "../../auth/audit-context";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { DbOrTx } from "../../db/client";
import {
  type ApiKeyRow,
  countActiveApiKeys,
  findAccountTier,
  findApiKeyById,
  insertApiKey,
} from "../../db/queries/api-keys";
import { env } from "../../env";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";
import { setSpendingLimits } from "../spending-limits/set-spending-limits";

/** Keys an account may hold at once (revoked ones do not count). */
export const maxActiveKeysPerAccount = 100;

export type NewApiKey = {
  accountId: string;
  name: string;
  permission: Permission;
  tier?: Tier;
  spendingLimits?: SpendingLimitView[];
  /** A rotation's new key keeps using the limits (and today's spending) of the key it replaces. */
  spendingSubjectId?: string;
  /** A rotation's new key was made by whoever made the old one, whose limits cover it too. */
  createdByMemberId?: string | null;
};

/**
 * The member a new key is made by: the member's session, or the member whose key makes it (a key minted by a
 * member's key is still that member's, for maker-checker and spending limits alike: docs/threat-model.md).
 */
async function memberBehind(db: DbOrTx, by: AuditContext | undefined): Promise<string | null> {
  if (by?.actor.type === "member") return by.actor.id;
  if (by?.actor.type === "api_key") return (await findApiKeyById(db, by.actor.id))?.createdByMemberId ?? null;
  return null;
}

/**
 * Creates a key; the full key is in the result and nowhere else, ever. Limits belong to the account (its tier is
 * the operator's to set), so a key asking for another tier than its account's is refused: an admin cannot mint
 * keys that escape the account's quota. `by` (a request's principal) records it in the audit log, in the same
 * database transaction; the first start and the CLI make keys without one. A key a member's session makes is that
 * member's, and so is a key one of its keys makes: the member's spending limits cover its payments too.
 */
export async function createApiKey(
  db: DbOrTx,
  input: NewApiKey,
  by?: AuditContext,
  presetKey?: string,
): Promise<{ row: ApiKeyRow; key: string; spendingLimits: SpendingLimitView[] }> {
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
  const madeBy = input.createdByMemberId ?? (await memberBehind(db, by));
  return db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      id: newId("apiKey"),
      accountId: input.accountId,
      name: input.name,
      permission: input.permission,
      hash: hashSecret(key),
      displayPrefix: displayPrefix(key),
      createdByMemberId: madeBy,
      spendingSubjectId: input.spendingSubjectId ?? null,
    });
    const object = { type: "api_key", id: row.id };
    if (by) await recordAudit(tx, by, "api_key.created", object, { name: input.name, permission: input.permission });
    const subject = { type: "api_key" as const, id: row.id, accountId: input.accountId };
    const spendingLimits = input.spendingLimits?.length
      ? await setSpendingLimits(tx, by, subject, input.spendingLimits, object)
      : [];
    return { row, key, spendingLimits };
  });
}
