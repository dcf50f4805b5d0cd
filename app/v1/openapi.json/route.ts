import { buildOpenApiDocument } from "@/server/contracts/openapi";
import { otherMethods } from "@/server/http/method-not-allowed";
import { publicBaseUrl } from "@/server/http/public-base-url";

/** Public, like any API reference: no key needed to read the contract. Its servers name where it was read. */
export function GET(request: Request): Response {
  const document = buildOpenApiDocument(publicBaseUrl(request.headers, request.url));
  return Response.json(document, {
    headers: { "cache-control": "public, max-age=300", vary: "Host, X-Forwarded-Proto" },
  });
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
