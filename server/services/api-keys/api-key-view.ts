import type { ApiKeyView } from "../../contracts/api-keys";
import type { ApiKeyRow } from "../../db/queries/api-keys";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function apiKeyView(row: ApiKeyRow): ApiKeyView {
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
  };
}
