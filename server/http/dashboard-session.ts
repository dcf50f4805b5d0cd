import type { SessionView } from "../contracts/sessions";
import { getDb } from "../db/client";
import { isAppError } from "../errors";
import { currentSession } from "../services/sessions/current-session";

/** The dashboard page's session, or undefined when it ended (the page then sends the browser to sign in). */
export async function dashboardSession(token: string | undefined): Promise<SessionView | undefined> {
  try {
    return await currentSession(await getDb(), token);
  } catch (error) {
    if (isAppError(error) && error.code === "UNAUTHENTICATED") return undefined;
    throw error;
  }
}
