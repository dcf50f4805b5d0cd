import { AppError } from "../errors";
import { errorResponse } from "./responses";

/** The paths whose answers are the API's: the error envelope and a request id. */
const apiPath = /^\/(v1|api)(\/|$)/;

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to a path whose percent escapes do not decode (`/v1/%ff`), undefined for any other. Next.js fails on
 * such a path before a route runs (decoding a route's parameters) and, having no error page of its own to render
 * here, answers a bare 500 (docs/decisions.md): proxy.ts asks this first. An API path gets 400 INVALID_REQUEST in
 * the error envelope with an X-Request-Id; it is refused before any count, so it carries no limit headers. A page's
 * path gets a plain 400.
 */
export function malformedPathAnswer(pathname: string): Response | undefined {
  if (decodes(pathname)) return undefined;
  if (!apiPath.test(pathname)) {
    return new Response("Bad request: the path has a % not followed by an escape that decodes.\n", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const response = errorResponse(
    new AppError(
      "INVALID_REQUEST",
      "The path has a % not followed by an escape that decodes (percent-encoded UTF-8); encode each part of the path",
      { reason: "malformed_path" },
    ),
  );
  response.headers.set("X-Request-Id", crypto.randomUUID());
  return response;
}
