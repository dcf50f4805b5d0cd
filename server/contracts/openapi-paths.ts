import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { ZodType } from "zod";
import type { Permission } from "../auth/api-key-format";
import { type ErrorCode, errorStatus } from "../errors";
import { errorResponseSchema } from "./common";

type Operation = {
  method: RouteConfig["method"];
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  permission: Permission;
  request?: RouteConfig["request"];
  /** `contentType`: the success body's media type when it is not JSON (a CSV export). */
  success: { status: 200 | 201 | 202; description: string; schema: ZodType; contentType?: string };
  errors: ErrorCode[];
  idempotent?: boolean;
};

const alwaysPossible: ErrorCode[] = ["UNAUTHENTICATED", "FORBIDDEN", "ACCOUNT_SUSPENDED", "RATE_LIMIT_EXCEEDED"];

const rateHeaders = {
  "X-Request-Id": { description: "Identifier of this request, for support", schema: { type: "string" as const } },
  "X-RateLimit-Limit": { description: "Requests allowed in the window", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: "Requests left in the window", schema: { type: "integer" as const } },
  "X-RateLimit-Reset": { description: "Unix time (seconds) the window resets", schema: { type: "integer" as const } },
};

/** Registers one operation with its success response and every error response it can give, grouped by status. */
/** A JSON request body of `schema`. */
export const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

export function registerOperation(registry: OpenAPIRegistry, op: Operation): void {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...op.errors, ...alwaysPossible]) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const errorResponses = Object.fromEntries(
    [...byStatus.entries()].map(([status, codes]) => [
      String(status),
      {
        description: codes.join(", "),
        headers:
          status === 429 ? { ...rateHeaders, "Retry-After": { schema: { type: "integer" as const } } } : rateHeaders,
        content: { "application/json": { schema: errorResponseSchema } },
      },
    ]),
  );
  const idempotencyHeader = op.idempotent
    ? [
        {
          name: "Idempotency-Key",
          in: "header" as const,
          required: false,
          description:
            "Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own",
          schema: { type: "string" as const, maxLength: 255 },
        },
      ]
    : [];
  registry.registerPath({
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    security: [{ bearerAuth: [] }],
    "x-permission": op.permission,
    parameters: idempotencyHeader,
    request: op.request,
    responses: {
      [op.success.status]: {
        description: op.success.description,
        headers: rateHeaders,
        content: { [op.success.contentType ?? "application/json"]: { schema: op.success.schema } },
      },
      ...errorResponses,
    },
  });
}
