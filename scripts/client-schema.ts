import { readFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "../server/contracts/openapi";

/** The generated types of the typed client, checked in so the browser and API users build without a server. */
export const clientSchemaPath = path.join("client", "schema.d.ts");

const header = `/**
 * Generated from the OpenAPI document (GET /v1/openapi.json) by \`npm run client:generate\`. Do not edit:
 * \`npm test\` fails when this file no longer matches the document.
 */

`;

export async function generateClientSchema(): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: the generator takes any OpenAPI 3.x object
  const ast = await openapiTS(buildOpenApiDocument() as any, { alphabetize: true });
  return header + astToString(ast);
}

export function currentClientSchema(): string {
  try {
    return readFileSync(clientSchemaPath, "utf8");
  } catch {
    return "";
  }
}
