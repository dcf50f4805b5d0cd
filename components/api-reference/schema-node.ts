import type { OpenAPIObject, ReferenceObject, SchemaObject } from "./openapi-types";
import { isReference, resolveRef } from "./resolve-ref";

/** A schema as a reader sees it: one field, its type and rules, and the fields under it. */
export type SchemaNode = {
  name?: string;
  required: boolean;
  /** "string", "integer | string", "object", "array of Recipient", "map of string", ... */
  typeLabel: string;
  /** The component the schema came from, when it was a $ref. */
  refName?: string;
  nullable: boolean;
  format?: string;
  description?: string;
  enumValues?: readonly unknown[];
  defaultValue?: { value: unknown };
  example?: { value: unknown };
  constraints: string[];
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  children: SchemaNode[];
  variants?: { kind: "oneOf" | "anyOf" | "allOf"; discriminator?: string; options: SchemaNode[] };
  /** additionalProperties: false, so no field beyond the listed ones is accepted. */
  closed: boolean;
  /** The schema refers back to one of its ancestors; not expanded again. */
  circular: boolean;
  /** A $ref that points nowhere in the document. */
  missingRef?: string;
};

type Input = SchemaObject | ReferenceObject | boolean | undefined;
type Context = { document: OpenAPIObject; seen: readonly string[]; depth: number };
type Position = { name?: string; required?: boolean; description?: string };

const maxDepth = 10;

export function buildSchemaNode(
  document: OpenAPIObject,
  schema: SchemaObject | ReferenceObject | undefined,
  position: Position = {},
): SchemaNode {
  return build(schema, { document, seen: [], depth: 0 }, position);
}

function emptyNode(position: Position, typeLabel: string): SchemaNode {
  return {
    name: position.name,
    required: position.required ?? false,
    typeLabel,
    nullable: false,
    description: position.description,
    constraints: [],
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    children: [],
    closed: false,
    circular: false,
  };
}

function build(input: Input, context: Context, position: Position): SchemaNode {
  if (input === undefined || input === true) return emptyNode(position, "any");
  if (input === false) return emptyNode(position, "never");
  const ownDescription = isReference(input) ? input.description : undefined;
  const resolved = resolveRef<SchemaObject>(context.document, input);
  const here = { ...position, description: position.description ?? ownDescription };
  if (resolved.value === undefined) {
    return {
      ...emptyNode(here, resolved.refName ?? "unknown"),
      missingRef: "missing" in resolved ? resolved.missing : "",
    };
  }
  const name = resolved.refName;
  if (name && context.seen.includes(name)) {
    return { ...emptyNode(here, name), refName: name, circular: true };
  }
  const inner: Context = { ...context, seen: name ? [...context.seen, name] : context.seen, depth: context.depth + 1 };
  const schema = mergeAllOf(resolved.value, inner);

  const single = singleNonNullOption(schema);
  if (single) {
    const node = build(single, inner, { ...here, description: here.description ?? schema.description });
    return { ...node, nullable: true, refName: node.refName ?? name };
  }
  return describeSchema(schema, inner, here, name);
}

function describeSchema(schema: SchemaObject, context: Context, position: Position, refName?: string): SchemaNode {
  const types = typeList(schema);
  const node: SchemaNode = {
    ...emptyNode(position, ""),
    refName,
    nullable: types.includes("null") || (schema as { nullable?: boolean }).nullable === true,
    format: schema.format,
    description: position.description ?? schema.description,
    enumValues: schema.const !== undefined ? [schema.const] : schema.enum,
    defaultValue: "default" in schema ? { value: schema.default } : undefined,
    example: schema.example !== undefined ? { value: schema.example } : undefined,
    constraints: constraintsOf(schema),
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    closed: schema.additionalProperties === false,
  };
  const nonNull = types.filter((t) => t !== "null");
  const deeper = context.depth < maxDepth;

  if (nonNull.includes("array") || (nonNull.length === 0 && schema.items)) {
    const items = build(schema.items, context, {});
    node.typeLabel = `array of ${items.refName ?? items.typeLabel}`;
    node.enumValues ??= items.enumValues;
    node.format ??= items.format;
    if (deeper) {
      node.children = items.children;
      node.variants = items.variants;
      node.closed = items.closed;
    }
    return node;
  }

  if (deeper && schema.properties) {
    const required = new Set(schema.required ?? []);
    node.children = Object.entries(schema.properties).map(([key, value]) =>
      build(value, context, { name: key, required: required.has(key) }),
    );
  }
  node.typeLabel = nonNull.length > 0 ? nonNull.join(" | ") : inferType(schema);

  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false && !schema.properties) {
    const values = extra === true || Object.keys(extra).length === 0 ? undefined : build(extra, context, {});
    node.typeLabel = values ? `map of ${values.refName ?? values.typeLabel}` : "object (any keys)";
    if (values && deeper) node.children = values.children;
  }

  const union = schema.oneOf ? ("oneOf" as const) : schema.anyOf ? ("anyOf" as const) : undefined;
  const options = union ? (schema[union] ?? []) : (schema.allOf ?? []);
  if (options.length > 0 && deeper) {
    node.variants = {
      kind: union ?? "allOf",
      discriminator: schema.discriminator?.propertyName,
      options: options.map((option, index) => {
        const built = build(option, context, {});
        return { ...built, name: built.refName ?? built.name ?? `Option ${index + 1}` };
      }),
    };
    if (!nonNull.length) node.typeLabel = union === "anyOf" ? "any of" : union === "oneOf" ? "one of" : "all of";
  }
  return node;
}

function typeList(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function inferType(schema: SchemaObject): string {
  if (schema.properties || schema.additionalProperties !== undefined) return "object";
  const sample = schema.const ?? schema.enum?.[0];
  if (sample === null) return "null";
  if (sample !== undefined) return typeof sample === "number" ? "number" : typeof sample;
  return schema.oneOf || schema.anyOf || schema.allOf ? "" : "any";
}

/** `anyOf: [X, {type: "null"}]` is how 3.1 writes "X or null". */
function singleNonNullOption(schema: SchemaObject): SchemaObject | ReferenceObject | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options || schema.properties || schema.type) return undefined;
  const nonNull = options.filter((o) => isReference(o) || !isNullSchema(o));
  return nonNull.length === 1 && nonNull.length < options.length ? nonNull[0] : undefined;
}

function isNullSchema(schema: SchemaObject): boolean {
  return (
    schema.type === "null" || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === "null")
  );
}

/**
 * allOf of object schemas reads best as one object with all their fields (that is what the
 * generator emits for `.extend()`). Anything else stays an allOf and is shown as its parts.
 */
function mergeAllOf(schema: SchemaObject, context: Context): SchemaObject {
  if (!schema.allOf?.length) return schema;
  const parts: SchemaObject[] = [];
  for (const part of schema.allOf) {
    const resolved = resolveRef<SchemaObject>(context.document, part);
    if (resolved.value === undefined || (resolved.refName && context.seen.includes(resolved.refName))) return schema;
    const flat = mergeAllOf(resolved.value, context);
    if (!isObjectLike(flat)) return schema;
    parts.push(flat);
  }
  const { allOf: _, ...rest } = schema;
  const type = typeList(rest).includes("null") ? (["object", "null"] as const) : "object";
  const merged: SchemaObject = { ...rest, type: type as SchemaObject["type"], properties: {}, required: [] };
  for (const part of [...parts, rest]) {
    Object.assign(merged.properties ?? {}, part.properties);
    merged.required?.push(...(part.required ?? []));
    if (part.additionalProperties === false) merged.additionalProperties = false;
    merged.description ??= part.description;
  }
  return merged;
}

function isObjectLike(schema: SchemaObject): boolean {
  const types = typeList(schema);
  const objectType = types.length === 0 || (types.length === 1 && types[0] === "object");
  return objectType && !schema.oneOf && !schema.anyOf && !schema.items;
}

function constraintsOf(schema: SchemaObject): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`min ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`max ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  out.push(...range("chars", schema.minLength, schema.maxLength));
  out.push(...range("items", schema.minItems, schema.maxItems));
  if (schema.uniqueItems) out.push("unique items");
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  return out;
}

function range(unit: string, min: number | undefined, max: number | undefined): string[] {
  if (min !== undefined && max !== undefined) return [min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`];
  if (min !== undefined) return [`≥ ${min} ${unit}`];
  if (max !== undefined) return [`≤ ${max} ${unit}`];
  return [];
}
