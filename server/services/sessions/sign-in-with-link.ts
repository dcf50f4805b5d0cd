import { hashSecret } from "../../auth/api-key-format";
import type { Db } from "../../db/client";
import { findApiKeyById, isKeyActive } from "../../db/queries/api-keys";
import { consumeSignInLink } from "../../db/queries/sign-in-links";
import { AppError } from "../../errors";
import { principalOfKey } from "../api-keys/authenticate-api-key";
import { type SignInFacts, startKeySession } from "./sign-in";

/**
 * Trades a one-time sign-in link for a session, as its key would sign in (a suspended account's is refused); the
 * link is used up even if its key was revoked or its account suspended since.
 */
export async function signInWithLink(db: Db, token: string, facts: SignInFacts) {
  const refused = new AppError(
    "UNAUTHENTICATED",
    "This sign-in link is unknown, already used or expired; sign in with an API key, or restart the service for a new link",
  );
  const now = new Date();
  const apiKeyId = await consumeSignInLink(db, hashSecret(token), now);
  const key = apiKeyId ? await findApiKeyById(db, apiKeyId) : undefined;
  if (!key || !isKeyActive(key, now)) throw refused;
  return startKeySession(db, principalOfKey(key), "link", facts);
}
