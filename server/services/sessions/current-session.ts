import type { SessionView } from "../../contracts/sessions";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { authenticateSession } from "./authenticate-session";

/** The signed-in session behind a cookie, for a page that needs its CSRF token again after a reload. */
export async function currentSession(db: Db, token: string | undefined): Promise<SessionView> {
  if (!token) throw new AppError("UNAUTHENTICATED", "Not signed in");
  const session = await authenticateSession(db, token);
  return {
    csrfToken: session.csrfToken,
    permission: session.principal.permission,
    tier: session.principal.tier,
    actor: session.principal.actor,
    role: session.role,
    keyName: session.keyName,
    keyId: session.principal.keyId,
    isOperator: session.principal.isOperator,
  };
}
