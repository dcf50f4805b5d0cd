import { hashSecret } from "../../auth/api-key-format";
import type { Db } from "../../db/client";
import { findApiKeyById, isKeyActive } from "../../db/queries/api-keys";
import { findSessionByHash } from "../../db/queries/sessions";
import { AppError } from "../../errors";
import { type Principal, principalOfKey } from "../api-keys/authenticate-api-key";

/** The principal behind a session cookie: the session must be live and its API key still active. */
export async function authenticateSession(
  db: Db,
  token: string,
): Promise<{ principal: Principal; csrfToken: string; keyName: string }> {
  const unauthenticated = new AppError("UNAUTHENTICATED", "Your session ended; sign in again");
  const session = await findSessionByHash(db, hashSecret(token));
  if (!session || session.expiresAt <= new Date()) throw unauthenticated;
  const key = await findApiKeyById(db, session.apiKeyId);
  if (!key || !isKeyActive(key, new Date())) throw unauthenticated;
  return {
    principal: principalOfKey(key),
    csrfToken: session.csrfToken,
    keyName: key.name,
  };
}
