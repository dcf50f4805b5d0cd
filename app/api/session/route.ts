import { z } from "zod";
import { hashSecret } from "@/server/auth/api-key-format";
import { getDb } from "@/server/db/client";
import { deleteSessionByHash } from "@/server/db/queries/sessions";
import { AppError, isAppError } from "@/server/errors";
import { parseJsonBody, parseWith } from "@/server/http/parse";
import { errorResponse, jsonResponse } from "@/server/http/responses";
import { sessionCookie, sessionToken } from "@/server/http/session-cookie";
import { authenticateSession } from "@/server/services/sessions/authenticate-session";
import { sessionTtlMs, signIn } from "@/server/services/sessions/sign-in";

const signInBody = z.object({ apiKey: z.string().min(1).max(200) }).strict();

function failed(error: unknown): Response {
  return errorResponse(isAppError(error) ? error : new AppError("INTERNAL_ERROR", "Sign-in failed"));
}

/** Dashboard sign-in: an API key in, an httpOnly session cookie and a CSRF token out. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { apiKey } = parseWith(signInBody, parseJsonBody(await request.text()), "request body");
    const session = await signIn(await getDb(), apiKey);
    const secure = new URL(request.url).protocol === "https:";
    const response = jsonResponse({
      csrfToken: session.csrfToken,
      permission: session.principal.permission,
      expiresAt: session.expiresAt.toISOString(),
    });
    response.headers.set("set-cookie", sessionCookie(session.token, sessionTtlMs / 1000, secure));
    return response;
  } catch (error) {
    return failed(error);
  }
}

/** The current session, for a page that needs its CSRF token after a reload. */
export async function GET(request: Request): Promise<Response> {
  try {
    const token = sessionToken(request);
    if (!token) throw new AppError("UNAUTHENTICATED", "Not signed in");
    const session = await authenticateSession(await getDb(), token);
    return jsonResponse({ csrfToken: session.csrfToken, permission: session.principal.permission });
  } catch (error) {
    return failed(error);
  }
}

export async function DELETE(request: Request): Promise<Response> {
  const token = sessionToken(request);
  if (token) await deleteSessionByHash(await getDb(), hashSecret(token));
  const response = jsonResponse({ signedOut: true });
  response.headers.set("set-cookie", sessionCookie("", 0, new URL(request.url).protocol === "https:"));
  return response;
}
