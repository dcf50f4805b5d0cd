import type { OpenAPIObject } from "openapi3-ts/oas31";

/** A hand-written 3.1 document with the shapes the renderer must handle. */
export const fixtureDocument: OpenAPIObject = {
  openapi: "3.1.0",
  info: { title: "Fixture", version: "1" },
  servers: [{ url: "https://api.example.com/" }],
  security: [{ bearer: [] }],
  tags: [{ name: "Second" }, { name: "First" }],
  paths: {
    "/v1/things/{thingId}": {
      parameters: [
        { name: "thingId", in: "path", required: true, schema: { type: "string", example: "thg_1" } },
        { name: "verbose", in: "query", schema: { type: "boolean" } },
      ],
      get: {
        tags: ["First"],
        summary: "Get a thing",
        "x-permission": "read",
        parameters: [{ $ref: "#/components/parameters/Verbose" }],
        responses: { "200": { $ref: "#/components/responses/Thing" } },
      },
      post: {
        tags: ["Second"],
        operationId: "updateThing",
        "x-permission": ["write", "admin"],
        parameters: [{ name: "Idempotency-Key", in: "header", schema: { type: "string" } }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Payment" } } },
        },
        responses: { "201": { description: "Created" } },
      },
    },
    "/v1/public": {
      get: { security: [], responses: { "200": { description: "OK" } } },
    },
  },
  components: {
    parameters: {
      Verbose: { name: "verbose", in: "query", required: true, schema: { type: "boolean", default: false } },
    },
    responses: {
      Thing: {
        description: "A thing",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
      },
    },
    schemas: {
      Alias: { $ref: "#/components/schemas/Base" },
      Base: {
        type: "object",
        properties: { id: { type: "string" }, createdAt: { type: "string", format: "date-time" } },
        required: ["id"],
      },
      Thing: {
        allOf: [
          { $ref: "#/components/schemas/Alias" },
          {
            type: "object",
            properties: {
              amount: { type: ["string", "null"], pattern: "^\\d+$", description: "Base units" },
              status: { $ref: "#/components/schemas/Status" },
              previous: { anyOf: [{ $ref: "#/components/schemas/Status" }, { type: "null" }] },
              parent: { $ref: "#/components/schemas/Thing" },
              labels: { type: "object", additionalProperties: { type: "string" } },
              details: { type: "object", additionalProperties: {} },
              tags: { type: "array", items: { type: "string", enum: ["a", "b"] }, minItems: 1, maxItems: 3 },
              ghost: { $ref: "#/components/schemas/Nowhere" },
            },
            required: ["amount", "status"],
          },
        ],
      },
      Status: { type: "string", enum: ["open", "closed"] },
      Payment: {
        oneOf: [{ $ref: "#/components/schemas/Card" }, { $ref: "#/components/schemas/Wire" }],
        discriminator: { propertyName: "kind" },
      },
      Card: {
        type: "object",
        properties: { kind: { type: "string", const: "card" }, last4: { type: "string", minLength: 4, maxLength: 4 } },
        required: ["kind", "last4"],
        additionalProperties: false,
      },
      Wire: {
        type: "object",
        properties: { kind: { type: "string", const: "wire" }, iban: { type: "string" } },
        required: ["kind", "iban"],
      },
    },
  },
};
