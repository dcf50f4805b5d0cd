import type { OpenAPIObject, ReferenceObject, SchemaObject } from "./openapi-types";
import { resolveRef } from "./resolve-ref";

const maxDepth = 8;

const formatSamples: Record<string, string> = {
  "date-time": "2026-01-01T00:00:00.000Z",
  date: "2026-01-01",
  uri: "https://example.com/hooks/payments",
  url: "https://example.com/hooks/payments",
  email: "finance@example.com",
  uuid: "3f0c8f8e-9a43-4b1e-9d2b-0b7c9c1f2a11",
};

/**
 * A plausible JSON value for a schema, for the curl examples: the schema's own example or default
 * first, else a value built from its type. Only required fields, unless the object requires none.
 */
export function exampleFor(
  document: OpenAPIObject,
  schema: SchemaObject | ReferenceObject | undefined,
  depth = 0,
  seen: readonly string[] = [],
): unknown {
  if (!schema || depth > maxDepth) return undefined;
  const { value, refName } = resolveRef<SchemaObject>(document, schema);
  if (!value || (refName && seen.includes(refName))) return undefined;
  const path = refName ? [...seen, refName] : seen;
  const next = (s: SchemaObject | ReferenceObject | undefined) => exampleFor(document, s, depth + 1, path);

  if (value.example !== undefined) return value.example;
  if (value.examples?.length) return value.examples[0];
  if (value.const !== undefined) return value.const;
  if (value.default !== undefined) return value.default;
  if (value.enum?.length) return value.enum.find((v) => v !== null) ?? value.enum[0];

  const union = value.oneOf ?? value.anyOf;
  if (union?.length) {
    const option = union.find((o) => resolveRef<SchemaObject>(document, o).value?.type !== "null") ?? union[0];
    return next(option);
  }
  if (value.allOf?.length) {
    const parts = value.allOf.map(next);
    if (parts.every((p) => typeof p === "object" && p !== null && !Array.isArray(p)))
      return Object.assign({}, ...parts);
    return parts[0];
  }

  const types = Array.isArray(value.type) ? value.type.filter((t) => t !== "null") : value.type ? [value.type] : [];
  const type = types[0] ?? (value.properties ? "object" : value.items ? "array" : undefined);
  switch (type) {
    case "object": {
      const properties = value.properties ?? {};
      const required = value.required?.length ? new Set(value.required) : undefined;
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (required && !required.has(key)) continue;
        const sample = next(property);
        if (sample !== undefined) out[key] = sample;
      }
      return out;
    }
    case "array": {
      const item = next(value.items);
      return item === undefined ? [] : [item];
    }
    case "string":
      return (value.format && formatSamples[value.format]) ?? "string";
    case "integer":
    case "number":
      return value.minimum ?? value.exclusiveMinimum ?? 0;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return undefined;
  }
}
