import type { Db } from "../../db/client";
import { requireActiveAccount } from "../accounts/require-active-account";
import { authenticateApiKey } from "../api-keys/authenticate-api-key";
import { startSession } from "./start-session";

export { sessionTtlMs } from "./start-session";

/** Signs a browser in with an API key: the key is checked once and never stored in the browser. */
export async function signIn(db: Db, apiKey: string) {
  const principal = await authenticateApiKey(db, apiKey);
  // A suspended account's key opens no session (every request of one would be refused anyway).
  requireActiveAccount(principal);
  return startSession(db, principal);
}
