import {
  type HttpMethod,
  httpMethods,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
} from "./openapi-types";
import { resolveRef } from "./resolve-ref";

export type OperationEntry = {
  /** Anchor id, unique in the page. */
  id: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters, references resolved, the operation's winning. */
  parameters: ParameterObject[];
  tag: string;
  /** From the `x-permission` extension (operation first, then path item). */
  permission?: string;
};

export type TagGroup = { name: string; description?: string; operations: OperationEntry[] };

const untagged = "Other";

export function collectOperations(document: OpenAPIObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    const shared = resolveParameters(document, item.parameters);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const own = resolveParameters(document, operation.parameters);
      const key = (p: ParameterObject) => `${p.in}:${p.name}`;
      const ownKeys = new Set(own.map(key));
      entries.push({
        id: uniqueId(anchorFor(method, path, operation), ids),
        method,
        path,
        operation,
        parameters: [...shared.filter((p) => !ownKeys.has(key(p))), ...own],
        tag: operation.tags?.[0] ?? untagged,
        permission: permissionOf(operation["x-permission"]) ?? permissionOf(item["x-permission"]),
      });
    }
  }
  return entries;
}

/** Operations grouped by their first tag, in the order of the document's `tags`, then of appearance. */
export function groupByTag(document: OpenAPIObject, entries: OperationEntry[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of document.tags ?? [])
    groups.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  for (const entry of entries) {
    let group = groups.get(entry.tag);
    if (!group) {
      group = { name: entry.tag, operations: [] };
      groups.set(entry.tag, group);
    }
    group.operations.push(entry);
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

export function tagAnchor(name: string): string {
  return `tag-${slug(name)}`;
}

function resolveParameters(
  document: OpenAPIObject,
  parameters: Array<ParameterObject | ReferenceObject> | undefined,
): ParameterObject[] {
  return (parameters ?? []).flatMap((p) => {
    const { value } = resolveRef<ParameterObject>(document, p);
    return value ? [value] : [];
  });
}

function permissionOf(value: unknown): string | undefined {
  if (typeof value === "string" && value) return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string") && value.length) return value.join(", ");
  return undefined;
}

function anchorFor(method: HttpMethod, path: string, operation: OperationObject): string {
  return slug(operation.operationId ?? `${method} ${path}`);
}

function slug(text: string): string {
  return (
    text
      .replace(/[{}]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "operation"
  );
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
