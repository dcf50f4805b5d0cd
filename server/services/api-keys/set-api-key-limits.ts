import type { AuditContext } from "../../auth/audit-context";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { Db } from "../../db/client";
import { findApiKey, isKeyActive } from "../../db/queries/api-keys";
import { AppError } from "../../errors";
import { setSpendingLimits } from "../spending-limits/set-spending-limits";
import { apiKeyView, spendingSubjectOf } from "./api-key-view";

/** An admin replaces a key's spending limits (a rotated key's are its successor's too: they share them). */
export async function setApiKeyLimits(db: Db, by: AuditContext, keyId: string, limits: SpendingLimitView[]) {
  return db.transaction(async (tx) => {
    const row = await findApiKey(tx, by.accountId, keyId);
    if (!row || !isKeyActive(row, new Date())) throw new AppError("NOT_FOUND", `No active API key ${keyId}`, { keyId });
    const subject = { type: "api_key" as const, id: spendingSubjectOf(row), accountId: row.accountId };
    const views = await setSpendingLimits(tx, by, subject, limits, { type: "api_key", id: row.id });
    return apiKeyView(row, views);
  });
}
