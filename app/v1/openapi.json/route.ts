import { buildOpenApiDocument } from "@/server/contracts/openapi";

/** Public, like any API reference: no key needed to read the contract. */
export function GET(): Response {
  return Response.json(buildOpenApiDocument(), { headers: { "cache-control": "public, max-age=300" } });
}
