import type { OpenAPIObject, ReferenceObject } from "./openapi-types";

export type Resolved<T> = { value: T; refName?: string } | { value: undefined; refName?: string; missing: string };

const maxChain = 16;

export function isReference(value: unknown): value is ReferenceObject {
  return typeof value === "object" && value !== null && typeof (value as { $ref?: unknown }).$ref === "string";
}

/** The last segment of a local reference, e.g. "Error" for "#/components/schemas/Error". */
export function refName(ref: string): string {
  return decodePointerSegment(ref.split("/").pop() ?? ref);
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function lookup(document: OpenAPIObject, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[decodePointerSegment(raw)];
  }
  return node;
}

/**
 * Follows local `$ref`s (also chains of them) inside the document.
 * refName is the name of the first component reached, which is what a reader knows the schema by.
 */
export function resolveRef<T>(document: OpenAPIObject, value: T | ReferenceObject): Resolved<T> {
  let current: unknown = value;
  let name: string | undefined;
  for (let hops = 0; isReference(current); hops++) {
    if (hops >= maxChain) return { value: undefined, refName: name, missing: current.$ref };
    const ref = current.$ref;
    name ??= refName(ref);
    const target = lookup(document, ref);
    if (target === undefined) return { value: undefined, refName: name, missing: ref };
    current = target;
  }
  return { value: current as T, refName: name };
}
