import type { ApiKeyView } from "../../contracts/api-keys";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { ApiKeyRow } from "../../db/queries/api-keys";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whose limits the key uses: the key it was rotated from, else its own (server/db/schema/accounts.ts). */
export function spendingSubjectOf(row: Pick<ApiKeyRow, "id" | "spendingSubjectId">): string {
  return row.spendingSubjectId ?? row.id;
}

export function apiKeyView(row: ApiKeyRow, spendingLimits: SpendingLimitView[] = []): ApiKeyView {
  return {
    keyId: row.id,
    name: row.name,
    permission: row.permission,
    tier: row.tier,
    prefix: row.displayPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    expiresAt: iso(row.expiresAt),
    spendingLimits,
  };
}
