import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiReference } from "@/components/api-reference/api-reference";
import { buildOpenApiDocument } from "@/server/contracts/openapi";
import { publicBaseUrl } from "@/server/http/public-base-url";

export const metadata: Metadata = { title: "API reference" };

/** Rendered per request: the base URL and curl examples name the origin the reader reached. */
export default async function DocsPage() {
  const document = buildOpenApiDocument(publicBaseUrl(await headers()));
  return <ApiReference document={document} rawDocumentUrl="/v1/openapi.json" />;
}
