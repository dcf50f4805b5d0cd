import { type NextRequest, NextResponse } from "next/server";

/**
 * In front of the dashboard's pages: without a session cookie the browser goes to sign in and comes back here
 * after; with one, the page's layout learns its path (layouts are not told it) to do the same when the session
 * turns out to have ended.
 */
export function proxy(request: NextRequest) {
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
    "/webhooks/:path*",
    "/api-keys/:path*",
    "/audit/:path*",
    "/accounts/:path*",

    "/members/:path*",
  ],
};
