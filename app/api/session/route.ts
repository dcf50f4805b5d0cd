import { signInBody } from "@/server/contracts/sessions";
import { auditFacts } from "@/server/http/audit-facts";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { sessionCookie, sessionToken } from "@/server/http/session-cookie";
import { withPublicApi } from "@/server/http/with-api";
import { currentSession } from "@/server/services/sessions/current-session";
import { sessionTtlMs, signIn } from "@/server/services/sessions/sign-in";
import { signInWithLink } from "@/server/services/sessions/sign-in-with-link";
import { signInWithWallet } from "@/server/services/sessions/sign-in-with-wallet";
import { signOut } from "@/server/services/sessions/sign-out";

const secure = (url: URL) => url.protocol === "https:";

/**
 * Dashboard sign-in: an API key, a one-time link or a wallet's signed challenge in, an httpOnly session cookie and a
 * CSRF token out.
 */
export const POST = withPublicApi({ sameOriginJson: true }, async (ctx) => {
  const input = ctx.body(signInBody);
  const session =
    "apiKey" in input
      ? await signIn(ctx.db, input.apiKey, auditFacts(ctx))
      : "link" in input
        ? await signInWithLink(ctx.db, input.link, auditFacts(ctx))
        : await signInWithWallet(ctx.db, input, auditFacts(ctx));
  const response = ok({
    csrfToken: session.csrfToken,
    permission: session.principal.permission,
    expiresAt: session.expiresAt.toISOString(),
  });
  response.headers.set("set-cookie", sessionCookie(session.token, sessionTtlMs / 1000, secure(ctx.url)));
  return response;
});

/** The current session, for a page that needs its CSRF token after a reload. */
export const GET = withPublicApi({}, async ({ db, request }) => ok(await currentSession(db, sessionToken(request))));

export const DELETE = withPublicApi({ sameOriginJson: false }, async ({ db, request, url }) => {
  const response = ok(await signOut(db, sessionToken(request)));
  response.headers.set("set-cookie", sessionCookie("", 0, secure(url)));
  return response;
});

export const { OPTIONS, PUT, PATCH } = otherMethods("GET", "POST", "DELETE");
