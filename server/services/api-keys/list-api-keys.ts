import type { DbOrTx } from "../../db/client";
import { listApiKeys as selectApiKeys } from "../../db/queries/api-keys";
import { spendingLimitsOfAccount } from "../../db/queries/spending-limits";
import { limitsBySubject } from "../spending-limits/shared/limit-rules";
import { apiKeyView, spendingSubjectOf } from "./api-key-view";

export async function listApiKeys(db: DbOrTx, accountId: string) {
  const rows = await selectApiKeys(db, accountId);
  const limits = limitsBySubject(await spendingLimitsOfAccount(db, accountId));
  return { apiKeys: rows.map((row) => apiKeyView(row, limits.get(spendingSubjectOf(row)))) };
}
