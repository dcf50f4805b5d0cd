import { hashSecret } from "../../auth/api-key-format";
import type { SignedInPrincipal } from "../../auth/principal";
import { type MemberRole, rolePermission } from "../../auth/roles";
import type { Db } from "../../db/client";
import { findApiKeyById, isKeyActive } from "../../db/queries/api-keys";
import { findLiveMemberById, type MemberWithTier } from "../../db/queries/members";
import { findSessionByHash } from "../../db/queries/sessions";
import { AppError } from "../../errors";
import { principalOfKey } from "../api-keys/authenticate-api-key";

/** A signed-in session: who it acts as, its CSRF token, and how the dashboard names it. */
export type AuthenticatedSession = {
  principal: SignedInPrincipal;
  csrfToken: string;
  keyName: string | null;
  role: MemberRole | null;
};

/** The principal of a live member: its account, the permission of its role, the account's tier. */
export function principalOfMember(member: MemberWithTier): SignedInPrincipal {
  return {
    accountId: member.accountId,
    keyId: null,
    memberId: member.id,
    permission: rolePermission[member.role],
    tier: member.tier,
    accountStatus: member.accountStatus,
    isOperator: member.isOperator,
    actor: { type: "member", id: member.id, address: member.address },
  };
}

/**
 * The principal behind a session cookie: the session must be live and its API key still active, or its member
 * still a member. Neither is cached: a revoked key, a removed member or a new role counts from the next request.
 */
export async function authenticateSession(db: Db, token: string): Promise<AuthenticatedSession> {
  const unauthenticated = new AppError("UNAUTHENTICATED", "Your session ended; sign in again");
  const session = await findSessionByHash(db, hashSecret(token));
  if (!session || session.expiresAt <= new Date()) throw unauthenticated;
  if (session.memberId) {
    const member = await findLiveMemberById(db, session.memberId);
    if (!member) throw unauthenticated;
    return { principal: principalOfMember(member), csrfToken: session.csrfToken, keyName: null, role: member.role };
  }
  const key = session.apiKeyId ? await findApiKeyById(db, session.apiKeyId) : undefined;
  if (!key || !isKeyActive(key, new Date())) throw unauthenticated;
  return { principal: principalOfKey(key), csrfToken: session.csrfToken, keyName: key.name, role: null };
}
