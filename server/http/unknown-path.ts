import { noEndpoint } from "./no-endpoint";
import { withPublicApi } from "./with-api";

/** Any /v1 or /api path no route serves: the API's error shape, not the dashboard's HTML page. */
const answerNotFound = withPublicApi({}, async ({ request }) => {
  throw noEndpoint(request);
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
