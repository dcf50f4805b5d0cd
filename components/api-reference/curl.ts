import type { OpenAPIObject, ParameterObject, RequestBodyObject, SchemaObject } from "./openapi-types";
import type { OperationEntry } from "./operations";
import { resolveRef } from "./resolve-ref";
import { exampleFor } from "./schema-example";

// The service always names itself (server/contracts/openapi.ts); a document without servers gets a placeholder.
const fallbackBaseUrl = "<base-url>";

/** A copy-pasteable curl command for the operation, with example values for what it requires. */
export function curlFor(document: OpenAPIObject, entry: OperationEntry): string {
  const base = (document.servers?.[0]?.url ?? fallbackBaseUrl).replace(/\/+$/, "");
  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = entry.parameters.find((p) => p.in === "path" && p.name === name);
    return encodeURIComponent(String(param ? sampleOf(document, param) : `<${name}>`));
  });
  const query = entry.parameters
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleOf(document, p)))}`);
  const url = `${base}${path}${query.length ? `?${query.join("&")}` : ""}`;

  const lines = [`curl -X ${entry.method.toUpperCase()} '${url}'`];
  if (needsAuth(document, entry)) lines.push(`-H "Authorization: Bearer $API_KEY"`);
  for (const header of entry.parameters.filter((p) => p.in === "header")) {
    lines.push(`-H "${header.name}: ${headerSample(document, header)}"`);
  }
  const body = requestBodyOf(document, entry);
  if (body) {
    lines.push(`-H "Content-Type: ${body.mediaType}"`);
    lines.push(`-d '${JSON.stringify(body.example, null, 2).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(" \\\n  ");
}

function needsAuth(document: OpenAPIObject, entry: OperationEntry): boolean {
  const security = entry.operation.security ?? document.security ?? [];
  return security.some((requirement) => Object.keys(requirement).length > 0);
}

function sampleOf(document: OpenAPIObject, param: ParameterObject): unknown {
  return param.example ?? exampleFor(document, param.schema) ?? `<${param.name}>`;
}

function headerSample(document: OpenAPIObject, param: ParameterObject): string {
  const explicit = param.example ?? resolveRef<SchemaObject>(document, param.schema ?? {}).value?.example;
  if (explicit !== undefined) return String(explicit);
  // A fresh key per request is the point of an idempotency key.
  if (/idempotency/i.test(param.name)) return "$(uuidgen)";
  return `<${param.name}>`;
}

function requestBodyOf(document: OpenAPIObject, entry: OperationEntry) {
  if (!entry.operation.requestBody) return undefined;
  const { value } = resolveRef<RequestBodyObject>(document, entry.operation.requestBody);
  const [mediaType, media] = Object.entries(value?.content ?? {})[0] ?? [];
  if (!mediaType || !media) return undefined;
  const example = media.example ?? exampleFor(document, media.schema) ?? {};
  return { mediaType, example };
}
