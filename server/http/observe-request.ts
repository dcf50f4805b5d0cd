import { metrics } from "../metrics/registry";
import { routeTemplate } from "./route-template";

type Params = Record<string, string | string[]>;

/** A handler called without its route context (the /v1 catch-all drops it): its path is the caller's. */
const unmatched = "unmatched";

/**
 * Starts timing a request; the function returned counts its response (by method, route template and status) and
 * hands it back. Next.js passes a context to every route handler, without params for a static route, whose path is
 * then its template; a handler called without one gets no path in its label.
 */
export function observeRequest(
  request: Request,
  route: { params?: Promise<unknown> } | undefined,
): (response: Response) => Promise<Response> {
  const started = performance.now();
  return async (response) => {
    const params = route ? ((await route.params?.catch(() => ({}))) as Params | undefined) : undefined;
    const template = route ? routeTemplate(new URL(request.url).pathname, params) : unmatched;
    const labels = { method: request.method, route: template, status: String(response.status) };
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
    return response;
  };
}
