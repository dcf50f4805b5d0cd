import { AppError } from "../errors";
import { withPublicApi } from "./with-api";

const routeMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof routeMethods)[number];

/** Next.js answers HEAD with a route's GET; without a GET, HEAD is another method the route refuses. */
type Refused<A extends Method> = Exclude<Method, A | ("GET" extends A ? "HEAD" : never)>;

/** The handlers a route exports: the refused methods, and OPTIONS (Next.js's own would list the refused ones too). */
type Others<A extends Method> = Record<Refused<A> | "OPTIONS", Handler>;

type Handler = (request: Request) => Promise<Response>;

/** The path's ids are the caller's input: the answer names no more of it than this (as the catch-all's 404). */
const maxEchoedPath = 200;

/**
 * The handlers of the methods a route does not serve. Next.js answers those with an empty 405; these answer in the
 * error envelope with `Allow` (the route's methods, and HEAD and OPTIONS as Next.js serves them). A route exports
 * the ones it lacks and OPTIONS (204 with the same Allow), and the compiler refuses one it serves:
 *   export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
 */
export function otherMethods<const A extends Method[]>(...allowed: A): Others<A[number]> {
  const served = new Set<string>([...allowed, "OPTIONS"]);
  if (served.has("GET")) served.add("HEAD");
  const allow = [...served].sort().join(", ");
  const refuse = withPublicApi({}, async ({ request, url }) => {
    const path = url.pathname.slice(0, maxEchoedPath);
    throw new AppError("METHOD_NOT_ALLOWED", `${path} does not take ${request.method}; it takes ${allow}`, {
      method: request.method,
      allow: [...served].sort(),
    });
  });
  // OPTIONS goes through the same wrapper: its answer carries the request id and the limit headers as every other.
  const describe = withPublicApi({}, async () => new Response(null, { status: 204 }));
  // The path's segments are not needed, so the handlers take the request alone (and fit every route's params).
  const withAllow =
    (inner: Handler): Handler =>
    async (request) => {
      const response = await inner(request);
      response.headers.set("Allow", allow);
      return response;
    };
  const handler = withAllow(refuse);
  const options = withAllow(describe);
  const refused = routeMethods.filter((method) => !served.has(method));
  return { ...Object.fromEntries(refused.map((method) => [method, handler])), OPTIONS: options } as Others<A[number]>;
}
