import { type PublicOptions, type RequestContext, withPublicApi } from "./with-api";

/**
 * The Solana Pay transaction-request spec: wallets call these routes from anywhere (a phone wallet's backend, a
 * web wallet's page), so every answer, errors included, allows any origin, and the preflight says so too.
 */
const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept, Accept-Encoding",
  "Access-Control-Max-Age": "86400",
} as const;

type RouteContext<P> = { params: Promise<P> };

function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
  return response;
}

/** withPublicApi (per-address limit, bounded body, validation, error shape) with the CORS headers on every answer. */
export function withPayApi<P extends Record<string, string>>(
  handler: (ctx: RequestContext<P>) => Promise<Response>,
  options: PublicOptions = {},
) {
  const inner = withPublicApi<P>(options, handler);
  return async (request: Request, route?: RouteContext<P>): Promise<Response> => withCors(await inner(request, route));
}

/** The CORS preflight of a pay route, `allow` its methods; counted and headed as every answer of the route. */
export function payPreflight(...allow: string[]) {
  const methods = [...allow, "OPTIONS"].sort().join(", ");
  return withPayApi(async () => new Response(null, { status: 204, headers: { Allow: methods } }));
}
