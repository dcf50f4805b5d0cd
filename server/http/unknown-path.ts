import { AppError } from "../errors";
import { withPublicApi } from "./with-api";

/** The path is the caller's input: the answer names no more of it than this. */
const maxEchoedPath = 200;

/** Any /v1 or /api path no route serves: the API's error shape, not the dashboard's HTML page. */
const answerNotFound = withPublicApi({}, async ({ request, url }) => {
  const path = url.pathname.slice(0, maxEchoedPath);
  throw new AppError("NOT_FOUND", `No endpoint ${request.method} ${path}; see /v1/openapi.json`, {
    method: request.method,
    path,
  });
});

// The path's segments are not needed, so the handler takes the request alone (and its metric label is "unmatched").
const notFound = (request: Request) => answerNotFound(request);

/** What a catch-all route exports: every method answers 404 NOT_FOUND. */
export const unknownPath = {
  DELETE: notFound,
  GET: notFound,
  OPTIONS: notFound,
  PATCH: notFound,
  POST: notFound,
  PUT: notFound,
};
