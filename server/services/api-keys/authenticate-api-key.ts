import { hashSecret, isWellFormedApiKey } from "../../auth/api-key-format";
import type { SignedInPrincipal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { type ApiKeyRow, findApiKeyByHash, isKeyActive, touchApiKey } from "../../db/queries/api-keys";
import { AppError } from "../../errors";
import { cachedKey, rememberKey } from "./key-cache";

/** The principal of a key that was checked to be active. */
export function principalOfKey(key: ApiKeyRow): SignedInPrincipal {
  return {
    accountId: key.accountId,
    keyId: key.id,
    memberId: null,
    permission: key.permission,
    tier: key.tier,
    accountStatus: key.accountStatus,
    isOperator: key.isOperator,
    actor: { type: "api_key", id: key.id, name: key.name },
  };
}

const touchEveryMs = 60_000;

/** Resolves a presented API key to who is calling. Every failure reads the same, so keys can't be probed. */
export async function authenticateApiKey(db: Db, presented: string): Promise<SignedInPrincipal> {
  const unauthenticated = new AppError("UNAUTHENTICATED", "The API key is missing, malformed, unknown or revoked");
  if (!isWellFormedApiKey(presented)) throw unauthenticated;
  const hash = hashSecret(presented);
  const now = new Date();
  let key = cachedKey(hash, now.getTime());
  if (!key) {
    key = await findApiKeyByHash(db, hash);
    if (key) rememberKey(key, now.getTime());
  }
  if (!key || !isKeyActive(key, now)) throw unauthenticated;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > touchEveryMs) {
    key.lastUsedAt = now;
    await touchApiKey(db, key.id, now);
  }
  return principalOfKey(key);
}
