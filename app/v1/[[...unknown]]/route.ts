import { AppError } from "@/server/errors";
import { withPublicApi } from "@/server/http/with-api";

/** The path is the caller's input: the answer names no more of it than this. */
const maxEchoedPath = 200;

/** Any /v1 path no route serves: the API's error shape, not the dashboard's HTML page. */
const answerNotFound = withPublicApi({}, async ({ request, url }) => {
  const path = url.pathname.slice(0, maxEchoedPath);
  throw new AppError("NOT_FOUND", `No endpoint ${request.method} ${path}; see /v1/openapi.json`, {
    method: request.method,
    path,
  });
});

// The path's segments are not needed, so the handler takes the request alone.
const notFound = (request: Request) => answerNotFound(request);

export {
  notFound as DELETE,
  notFound as GET,
  notFound as OPTIONS,
  notFound as PATCH,
  notFound as POST,
  notFound as PUT,
};
