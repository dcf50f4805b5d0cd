import * as serveRoute from "@/app/api/inngest/route";
import type { Transport } from "@/server/jobs/local-executor/types";

type Handlers = { GET?: unknown; POST?: unknown; PUT?: unknown };

/** A transport that calls serve() handlers directly, the way Next.js would call the route. */
export function transportFor(handlers: Handlers): Transport {
  return (request) => {
    const handler = handlers[request.method as keyof Handlers] as (r: Request, c: unknown) => Promise<Response>;
    return handler(request, {});
  };
}

/** The app's own serve route (app/api/inngest/route.ts). */
export const appTransport: Transport = transportFor(serveRoute);
