import type { Db } from "../../db/client";
import { authenticateApiKey } from "../api-keys/authenticate-api-key";
import { startSession } from "./start-session";

export { sessionTtlMs } from "./start-session";

/** Signs a browser in with an API key: the key is checked once and never stored in the browser. */
export async function signIn(db: Db, apiKey: string) {
  return startSession(db, await authenticateApiKey(db, apiKey));
}
