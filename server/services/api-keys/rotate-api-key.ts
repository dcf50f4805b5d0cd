import type { AuditContext } from "../../auth/audit-context";
import type { Db } from "../../db/client";
import { findApiKey, isKeyActive, markKeyRotated, revokeApiKey } from "../../db/queries/api-keys";
import { spendingLimitsOf } from "../../db/queries/spending-limits";
import { AppError } from "../../errors";
import { recordAudit } from "../audit-log/record-audit";
import { spendingLimitViews } from "../spending-limits/shared/limit-rules";
import { apiKeyView, spendingSubjectOf } from "./api-key-view";
import { createApiKey } from "./create-api-key";
import { forgetKey } from "./key-cache";

/**
 * Issues a new key with the same name, permission and spending limits (and the same day's spending: the limits are
 * the old key's, server/db/schema/accounts.ts); the old one works for the grace period, then stops.
 */
export async function rotateApiKey(db: Db, by: AuditContext, keyId: string, gracePeriodSeconds: number) {
  const { accountId } = by;
  const rotated = await db.transaction(async (tx) => {
    const old = await findApiKey(tx, accountId, keyId);
    if (!old) throw new AppError("NOT_FOUND", `No API key ${keyId}`, { keyId });
    const now = new Date();
    if (!isKeyActive(old, now) || old.rotatedToId) {
      throw new AppError("INVALID_REQUEST", "Only an active key that was not rotated before can be rotated", {
        keyId,
        rotatedToId: old.rotatedToId,
      });
    }
    const { row, key } = await createApiKey(tx, {
      accountId,
      name: old.name,
      permission: old.permission,
      spendingSubjectId: spendingSubjectOf(old),
      createdByMemberId: old.createdByMemberId,
    });
    const expiresAt = new Date(now.getTime() + gracePeriodSeconds * 1000);
    await markKeyRotated(tx, old.id, row.id, expiresAt);
    if (gracePeriodSeconds === 0) await revokeApiKey(tx, old.id, now);
    const details = { newKeyId: row.id, gracePeriodSeconds };
    await recordAudit(tx, by, "api_key.rotated", { type: "api_key", id: old.id }, details);
    const limits = spendingLimitViews(await spendingLimitsOf(tx, [spendingSubjectOf(row)]));
    return { ...apiKeyView(row, limits), key, rotatedFrom: { keyId: old.id, expiresAt: expiresAt.toISOString() } };
  });
  // After the commit: forgotten earlier, a request in between could cache the old key as it was before.
  forgetKey(keyId);
  return rotated;
}
