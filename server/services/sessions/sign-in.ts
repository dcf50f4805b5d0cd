import type { SignedInPrincipal } from "../../auth/principal";
import type { Db } from "../../db/client";
import type { AuditEntry } from "../../db/queries/audit-events";
import { requireActiveAccount } from "../accounts/require-active-account";
import { authenticateApiKey } from "../api-keys/authenticate-api-key";
import { recordAudit } from "../audit-log/record-audit";
import { startSession } from "./start-session";

export { sessionTtlMs } from "./start-session";

/** What the audit log keeps of the request behind a sign-in. */
export type SignInFacts = Pick<AuditEntry, "requestId" | "clientAddress">;

/**
 * A session for a key already checked, with its `session.signed_in` event in the same database transaction. A
 * suspended account's key opens no session (every request of one would be refused anyway).
 */
export async function startKeySession(
  db: Db,
  principal: SignedInPrincipal,
  method: "api_key" | "link",
  facts: SignInFacts,
) {
  requireActiveAccount(principal);
  return db.transaction(async (tx) => {
    const session = await startSession(tx, principal);
    const object = { type: "api_key", id: principal.keyId! };
    await recordAudit(tx, { ...principal, ...facts }, "session.signed_in", object, { method });
    return session;
  });
}

/** Signs a browser in with an API key: the key is checked once and never stored in the browser. */
export async function signIn(db: Db, apiKey: string, facts: SignInFacts) {
  return startKeySession(db, await authenticateApiKey(db, apiKey), "api_key", facts);
}
