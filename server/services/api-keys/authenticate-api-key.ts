import type { SignedInActor } from "../../auth/actor";
import { hashSecret, isWellFormedApiKey, type Permission, type Tier } from "../../auth/api-key-format";
import type { AuditContext } from "../../auth/audit-context";
import type { Db } from "../../db/client";
import {
  type AccountStatus,
  type ApiKeyRow,
  findApiKeyByHash,
  isKeyActive,
  touchApiKey,
} from "../../db/queries/api-keys";
import { AppError } from "../../errors";
import { cachedKey, rememberKey } from "./key-cache";

/**
 * Who is calling: the account (its status, and whether it is the operator), what it may do, its limits, and the
 * actor the audit log names. In a request it is also the audit context: with-api.ts adds the request's id and
 * client address. `keyId` and `memberId` say whose the things it creates are (one of them set): the actor is
 * that key or member, except for a public payer acting on a payment request's link, who creates for the request's
 * creator (server/services/payment-requests/shared/creator-principal.ts).
 */
export type Principal = AuditContext & {
  keyId: string | null;
  memberId: string | null;
  permission: Permission;
  tier: Tier;
  accountStatus: AccountStatus;
  isOperator: boolean;
};

/** A key's or a member's own principal: what a key or a session authenticates to. */
export type SignedInPrincipal = Principal & { actor: SignedInActor };

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
