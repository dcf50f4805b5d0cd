import type { ApiKeyRow } from "../../db/queries/api-keys";

/**
 * Recently seen keys, by hash, for a few seconds: most requests then skip the key look-up. Revoking or rotating
 * drops the entry in this process at once; other instances notice within `ttlMs`. The entry carries the key's
 * account status and tier too (forgetAccountKeys).
 */
const ttlMs = 5_000;
const maxEntries = 10_000;
const entries = new Map<string, { key: ApiKeyRow; until: number }>();

export function cachedKey(hash: string, now: number): ApiKeyRow | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.until <= now) {
    entries.delete(hash);
    return undefined;
  }
  return entry.key;
}

export function rememberKey(key: ApiKeyRow, now: number): void {
  if (entries.size >= maxEntries) entries.clear();
  entries.set(key.hash, { key, until: now + ttlMs });
}

/**
 * A suspension, resumption or tier change of an account takes effect in this process at once; other instances
 * read the key (and its account) again within `ttlMs`.
 */
export function forgetAccountKeys(accountId: string): void {
  for (const [hash, entry] of entries) if (entry.key.accountId === accountId) entries.delete(hash);
}

export function forgetKey(keyId: string): void {
  for (const [hash, entry] of entries) if (entry.key.id === keyId) entries.delete(hash);
}
