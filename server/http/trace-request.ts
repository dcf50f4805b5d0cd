import { inSpan, SpanKind, SpanStatusCode } from "../tracing/spans";
import { routeTemplate } from "./route-template";

type Params = Record<string, string | string[]>;

/**
 * Runs a request inside a server span named `METHOD route-template` (`http.route`, never the raw path, so a span
 * name is one of the app's routes), with the response's status; a 5xx marks it failed.
 */
export async function traceRequest(
  request: Request,
  route: { params?: Promise<unknown> } | undefined,
  handle: () => Promise<Response>,
): Promise<Response> {
  const params = route ? ((await route.params?.catch(() => ({}))) as Params | undefined) : undefined;
  const template = route ? routeTemplate(new URL(request.url).pathname, params) : "unmatched";
  const attributes = { "http.request.method": request.method, "http.route": template };
  return inSpan(`${request.method} ${template}`, { kind: SpanKind.SERVER, attributes }, async (span) => {
    const response = await handle();
    span.setAttribute("http.response.status_code", response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  });
}
