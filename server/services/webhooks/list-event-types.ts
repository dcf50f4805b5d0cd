import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { isoTimestamp } from "../../contracts/common";
import { eventCatalog } from "../../contracts/webhook-events";
import { webhookEventNames } from "../../contracts/webhooks";
import { z } from "../../contracts/zod";

type Json = unknown;
const refPrefix = "#/components/schemas/";

/** Replaces each component reference by the component, so each event's schema stands alone (none is recursive). */
function inline(node: Json, components: Record<string, Json>, depth = 0): Json {
  if (depth > 32) throw new Error("event schema nests too deep");
  if (Array.isArray(node)) return node.map((n) => inline(n, components, depth + 1));
  if (node === null || typeof node !== "object") return node;
  const { $ref, ...rest } = node as Record<string, Json>;
  if (typeof $ref === "string" && $ref.startsWith(refPrefix)) {
    const target = inline(components[$ref.slice(refPrefix.length)], components, depth + 1) as Record<string, Json>;
    return { ...target, ...rest };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, components, depth + 1)]));
}

let cached: { type: string; description: string; subscribable: boolean; schema: Record<string, unknown> }[];

/**
 * Every event type with the JSON Schema of its message body, generated from the zod contracts by the generator
 * that writes the OpenAPI document (server/contracts/openapi.ts), so the two cannot disagree.
 */
export function listEventTypes() {
  if (!cached) {
    const registry = new OpenAPIRegistry();
    const entries = Object.entries(eventCatalog);
    for (const [type, { data }] of entries) {
      registry.register(`event:${type}`, z.object({ type: z.literal(type), timestamp: isoTimestamp, data }).strict());
    }
    const schemas = (new OpenApiGeneratorV31(registry.definitions).generateComponents().components?.schemas ??
      {}) as Record<string, Json>;
    const subscribable = new Set<string>(webhookEventNames);
    cached = entries.map(([type, { description }]) => ({
      type,
      description,
      subscribable: subscribable.has(type),
      schema: inline(schemas[`event:${type}`], schemas) as Record<string, unknown>,
    }));
  }
  return { eventTypes: cached };
}
