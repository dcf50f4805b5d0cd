import { describe, expect, it } from "vitest";
import { buildSchemaNode, type SchemaNode } from "@/components/api-reference/schema-node";
import { buildOpenApiDocument } from "@/server/contracts/openapi";
import { fixtureDocument } from "./fixture-document";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const field = (node: SchemaNode, name: string) => {
  const found = node.children.find((child) => child.name === name);
  if (!found) throw new Error(`no field ${name} in ${node.children.map((c) => c.name).join(", ")}`);
  return found;
};

describe("buildSchemaNode", () => {
  const thing = buildSchemaNode(fixtureDocument, ref("Thing"));

  it("merges allOf parts, following $ref chains, into one object with every required flag", () => {
    expect(thing.refName).toBe("Thing");
    expect(thing.children.map((c) => c.name)).toEqual([
      "id",
      "createdAt",
      "amount",
      "status",
      "previous",
      "parent",
      "labels",
      "details",
      "tags",
      "ghost",
    ]);
    expect(field(thing, "id").required).toBe(true);
    expect(field(thing, "createdAt").required).toBe(false);
    expect(field(thing, "createdAt").format).toBe("date-time");
  });

  it("reads nullability from 3.1 type arrays and from anyOf with null", () => {
    const amount = field(thing, "amount");
    expect(amount).toMatchObject({ typeLabel: "string", nullable: true, required: true, description: "Base units" });
    expect(amount.constraints).toContain("pattern ^\\d+$");
    const previous = field(thing, "previous");
    expect(previous).toMatchObject({ typeLabel: "string", nullable: true, refName: "Status" });
    expect(previous.enumValues).toEqual(["open", "closed"]);
  });

  it("stops at a schema that contains itself", () => {
    const parent = field(thing, "parent");
    expect(parent.circular).toBe(true);
    expect(parent.children).toEqual([]);
  });

  it("describes maps, free-form objects and arrays of enums", () => {
    expect(field(thing, "labels").typeLabel).toBe("map of string");
    expect(field(thing, "details").typeLabel).toBe("object (any keys)");
    const tags = field(thing, "tags");
    expect(tags.typeLabel).toBe("array of string");
    expect(tags.enumValues).toEqual(["a", "b"]);
    expect(tags.constraints).toContain("1–3 items");
  });

  it("marks a reference that points nowhere instead of failing", () => {
    expect(field(thing, "ghost").missingRef).toBe("#/components/schemas/Nowhere");
  });

  it("shows oneOf options by component name with the discriminator", () => {
    const payment = buildSchemaNode(fixtureDocument, ref("Payment"));
    expect(payment.variants?.kind).toBe("oneOf");
    expect(payment.variants?.discriminator).toBe("kind");
    const [card, wire] = payment.variants?.options ?? [];
    expect(card?.name).toBe("Card");
    expect(card?.closed).toBe(true);
    expect(card && field(card, "kind").enumValues).toEqual(["card"]);
    expect(card && field(card, "last4").constraints).toEqual(["4 chars"]);
    expect(wire && field(wire, "iban").required).toBe(true);
  });

  it("resolves every schema of the service's own document", () => {
    const document = buildOpenApiDocument();
    const missing: string[] = [];
    const walk = (node: SchemaNode) => {
      if (node.missingRef !== undefined) missing.push(node.missingRef);
      node.children.forEach(walk);
      node.variants?.options.forEach(walk);
    };
    for (const name of Object.keys(document.components?.schemas ?? {})) walk(buildSchemaNode(document, ref(name)));
    expect(missing).toEqual([]);
    const error = buildSchemaNode(document, ref("Error"));
    expect(field(error, "error").children.map((c) => c.name)).toEqual(["code", "message", "details"]);
  });
});
