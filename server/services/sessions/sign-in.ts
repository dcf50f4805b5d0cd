import { hashSecret } from "../../auth/api-key-format";
import type { Db } from "../../db/client";
import { insertSession } from "../../db/queries/sessions";
import { newId, randomBase62 } from "../../ids";
import { authenticateApiKey } from "../api-keys/authenticate-api-key";

export const sessionTtlMs = 12 * 3600 * 1000;

/**
 * Signs a browser in with an API key: the key is checked once and never stored in the browser; the session it
 * gets is a random token (kept hashed here) for an httpOnly cookie, plus a CSRF token for changing requests.
 */
export async function signIn(db: Db, apiKey: string) {
  const principal = await authenticateApiKey(db, apiKey);
  const token = randomBase62(40);
  const csrfToken = randomBase62(32);
  const expiresAt = new Date(Date.now() + sessionTtlMs);
  await insertSession(db, {
    id: newId("session"),
    hash: hashSecret(token),
    apiKeyId: principal.keyId,
    csrfToken,
    expiresAt,
  });
  return { token, csrfToken, expiresAt, principal };
}
