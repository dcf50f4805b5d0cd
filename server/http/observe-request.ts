import { metrics } from "../metrics/registry";
import { routeTemplate } from "./route-template";

type Params = Record<string, string | string[]>;

/** A handler called without its route (the /v1 catch-all drops it): its path is the caller's, never a label. */
const unmatched = "unmatched";

/**
 * Starts timing a request; the function returned counts its response (by method, route template and status) and
 * hands it back.
 */
export function observeRequest(
  request: Request,
  params: Promise<unknown> | undefined,
): (response: Response) => Promise<Response> {
  const started = performance.now();
  return async (response) => {
    const route = params
      ? routeTemplate(new URL(request.url).pathname, (await params.catch(() => ({}))) as Params)
      : unmatched;
    const labels = { method: request.method, route, status: String(response.status) };
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
    return response;
  };
}
