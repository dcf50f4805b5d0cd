import { hashSecret } from "../../auth/api-key-format";
import type { Principal } from "../../auth/principal";
import type { DbOrTx } from "../../db/client";
import { insertSession } from "../../db/queries/sessions";
import { newId, randomBase62 } from "../../ids";

export const sessionTtlMs = 12 * 3600 * 1000;

/**
 * A browser session for a key or a member already checked: a random token (kept hashed) for the cookie, and a
 * CSRF token. The session row names the key or the member, never both.
 */
export async function startSession(db: DbOrTx, principal: Principal) {
  const token = randomBase62(40);
  const csrfToken = randomBase62(32);
  const expiresAt = new Date(Date.now() + sessionTtlMs);
  await insertSession(db, {
    id: newId("session"),
    hash: hashSecret(token),
    apiKeyId: principal.memberId ? null : principal.keyId,
    memberId: principal.memberId,
    csrfToken,
    expiresAt,
  });
  return { token, csrfToken, expiresAt, principal };
}
