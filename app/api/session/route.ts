import { signInBody } from "@/server/contracts/sessions";
import { ok } from "@/server/http/responses";
import { sessionCookie, sessionToken } from "@/server/http/session-cookie";
import { withPublicApi } from "@/server/http/with-api";
import { currentSession } from "@/server/services/sessions/current-session";
import { sessionTtlMs, signIn } from "@/server/services/sessions/sign-in";
import { signInWithLink } from "@/server/services/sessions/sign-in-with-link";
import { signOut } from "@/server/services/sessions/sign-out";

const secure = (url: URL) => url.protocol === "https:";

/** Dashboard sign-in: an API key (or a one-time link) in, an httpOnly session cookie and a CSRF token out. */
export const POST = withPublicApi({ sameOriginJson: true }, async ({ db, url, body }) => {
  const input = body(signInBody);
  const session = "apiKey" in input ? await signIn(db, input.apiKey) : await signInWithLink(db, input.link);
  const response = ok({
    csrfToken: session.csrfToken,
    permission: session.principal.permission,
    expiresAt: session.expiresAt.toISOString(),
  });
  response.headers.set("set-cookie", sessionCookie(session.token, sessionTtlMs / 1000, secure(url)));
  return response;
});

/** The current session, for a page that needs its CSRF token after a reload. */
export const GET = withPublicApi({}, async ({ db, request }) => ok(await currentSession(db, sessionToken(request))));

export const DELETE = withPublicApi({ sameOriginJson: false }, async ({ db, request, url }) => {
  const response = ok(await signOut(db, sessionToken(request)));
  response.headers.set("set-cookie", sessionCookie("", 0, secure(url)));
  return response;
});
