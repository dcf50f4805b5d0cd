import { type NextRequest, NextResponse } from "next/server";
import { malformedPathAnswer } from "./server/http/malformed-path";

/** The public paths the matcher sends here only when they carry a % escape: checked, then passed on. */
const publicPath = /^\/(v1|api|pay)(\/|$)/;

/**
 * In front of the dashboard's pages: without a session cookie the browser goes to sign in and comes back here
 * after; with one, the page's layout learns its path (layouts are not told it) to do the same when the session
 * turns out to have ended. In front of any path with a % escape that does not decode: a 400 (malformed-path.ts).
 */
export function proxy(request: NextRequest) {
  const malformed = malformedPathAnswer(request.nextUrl.pathname);
  if (malformed) return malformed;
  if (publicPath.test(request.nextUrl.pathname)) return NextResponse.next();
  const path = request.nextUrl.pathname + request.nextUrl.search;
  if (!request.cookies.has("ps_session")) {
    const login = new URL("/login", request.url);
    login.searchParams.set("next", path);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set("x-dashboard-path", path);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    "/overview/:path*",
    "/send/:path*",
    "/payroll/:path*",
    "/payment-requests/:path*",
    "/transactions/:path*",
    "/address-book/:path*",
    "/webhooks/:path*",
    "/api-keys/:path*",
    "/audit/:path*",
    "/accounts/:path*",

    "/members/:path*",
    // Only paths with a % in them: Next.js fails on one whose escapes do not decode before any route runs.
    "/v1/:rest(.*%.*)",
    "/api/:rest(.*%.*)",
    "/pay/:rest(.*%.*)",
  ],
};
