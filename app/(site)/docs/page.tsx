import type { Metadata } from "next";
import { ApiReference } from "@/components/api-reference/api-reference";
import { buildOpenApiDocument } from "@/server/contracts/openapi";

export const metadata: Metadata = { title: "API reference" };

export default function DocsPage() {
  return <ApiReference document={buildOpenApiDocument()} rawDocumentUrl="/v1/openapi.json" />;
}
