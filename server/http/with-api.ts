import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { type Permission, permits } from "../auth/api-key-format";
import { type Db, getDb } from "../db/client";
import { AppError, isAppError } from "../errors";
import { log } from "../log";
import { authenticateApiKey, type Principal } from "../services/api-keys/authenticate-api-key";
import { authenticateSession } from "../services/sessions/authenticate-session";
import { clientAddressOf } from "./client-address";
import { errorStatus } from "./error-status";
import { beginIdempotent, requestFingerprint } from "./idempotency";
import { type FieldCodes, parseJsonBody, parseWith, queryObject } from "./parse";
import { checkAnonymousLimits, checkKeyLimits, type LimitState, type LimitVerdict } from "./rate-limit";
import { errorBody, errorResponse, jsonResponse } from "./responses";
import { sameToken, sessionToken } from "./session-cookie";

export type ApiContext<P> = {
  request: Request;
  url: URL;
  params: P;
  principal: Principal;
  requestId: string;
  db: Db;
  /** The JSON body, checked against a strict schema. */
  body: <S extends z.ZodType>(schema: S, codes?: FieldCodes) => z.infer<S>;
  /** The query string, checked against a strict schema. */
  query: <S extends z.ZodType>(schema: S, codes?: FieldCodes) => z.infer<S>;
};

export type ApiOptions = {
  permission: Permission;
  /** Counts against the per-minute cancellation sub-limit as well. */
  cancellation?: boolean;
};

type RouteContext<P> = { params: Promise<P> };

const maxBodyBytes = 5 * 1024 * 1024;
const methodsWithBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const idempotentMethods = new Set(["POST", "DELETE"]);

function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

function bearerKey(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function withHeaders(response: Response, requestId: string, limits?: LimitState): Response {
  response.headers.set("X-Request-Id", requestId);
  if (limits) {
    response.headers.set("X-RateLimit-Limit", String(limits.limit));
    response.headers.set("X-RateLimit-Remaining", String(limits.remaining));
    response.headers.set("X-RateLimit-Reset", String(limits.resetAt));
  }
  return response;
}

function rateLimited(verdict: Extract<LimitVerdict, { allowed: false }>): Response {
  const response = errorResponse(
    new AppError(
      "RATE_LIMIT_EXCEEDED",
      `Rate limit exceeded (${verdict.scope}); retry after ${verdict.retryAfterSeconds} s`,
      {
        scope: verdict.scope,
        limit: verdict.headers.limit,
        retryAfterSeconds: verdict.retryAfterSeconds,
      },
    ),
  );
  response.headers.set("Retry-After", String(verdict.retryAfterSeconds));
  return response;
}

async function readBody(request: Request): Promise<string> {
  if (!methodsWithBody.has(request.method)) return "";
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw new AppError("INVALID_REQUEST", "The request body is larger than 5 MB");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes)
    throw new AppError("INVALID_REQUEST", "The request body is larger than 5 MB");
  return text;
}

/**
 * The one wrapper of every /v1 handler: request id, authentication, rate limits, permission, idempotency,
 * validation and the error shape. A handler only parses, calls its service and responds.
 */
export function withApi<P extends Record<string, string> = Record<string, never>>(
  options: ApiOptions,
  handler: (ctx: ApiContext<P>) => Promise<Response>,
) {
  return async (request: Request, route?: RouteContext<P>): Promise<Response> => {
    const requestId = randomUUID();
    let limits: LimitState | undefined;
    try {
      const db = await getDb();
      let principal: Principal;
      try {
        principal = await authenticate(db, request);
      } catch (error) {
        const verdict = await checkAnonymousLimits(clientAddress(request));
        limits = verdict.headers;
        if (!verdict.allowed) return withHeaders(rateLimited(verdict), requestId, limits);
        throw error;
      }

      const verdict = await checkKeyLimits(principal.keyId, principal.tier, options.cancellation === true);
      limits = verdict.headers;
      if (!verdict.allowed) return withHeaders(rateLimited(verdict), requestId, limits);

      if (!permits(principal.permission, options.permission)) {
        throw new AppError(
          "FORBIDDEN",
          `This API key has ${principal.permission} permission; ${options.permission} is needed`,
          {
            required: options.permission,
            granted: principal.permission,
          },
        );
      }

      const url = new URL(request.url);
      const rawBody = await readBody(request);
      const params = ((await route?.params) ?? {}) as P;
      const ctx: ApiContext<P> = {
        request,
        url,
        params,
        principal,
        requestId,
        db,
        body: (schema, codes) => parseWith(schema, parseJsonBody(rawBody), "request body", codes),
        query: (schema, codes) => parseWith(schema, queryObject(url), "query", codes),
      };

      const idempotencyKey = request.headers.get("idempotency-key");
      if (idempotencyKey === null || !idempotentMethods.has(request.method)) {
        return withHeaders(await respond(handler, ctx), requestId, limits);
      }
      const fingerprint = requestFingerprint(request.method, url.pathname, rawBody);
      const outcome = await beginIdempotent(db, principal.accountId, idempotencyKey, fingerprint);
      if (outcome.kind === "replay") {
        const replay = jsonResponse(outcome.body, outcome.status, { "Idempotent-Replayed": "true" });
        return withHeaders(replay, requestId, limits);
      }
      const response = await respond(handler, ctx);
      await outcome.finish(response.status, await response.clone().json());
      return withHeaders(response, requestId, limits);
    } catch (error) {
      return withHeaders(failure(error, requestId), requestId, limits);
    }
  };
}

/**
 * Who is calling: an API key (Authorization: Bearer) or a dashboard session cookie. A cookie request that changes
 * something must also carry the session's CSRF token in x-csrf-token, which another site cannot read.
 */
async function authenticate(db: Db, request: Request): Promise<Principal> {
  const presented = bearerKey(request);
  if (presented) return authenticateApiKey(db, presented);
  const token = sessionToken(request);
  if (!token) throw new AppError("UNAUTHENTICATED", "Send your API key as: Authorization: Bearer <key>");
  const session = await authenticateSession(db, token);
  if (methodsWithBody.has(request.method) && !sameToken(request.headers.get("x-csrf-token"), session.csrfToken)) {
    throw new AppError("FORBIDDEN", "This request needs the session's x-csrf-token header", { header: "x-csrf-token" });
  }
  return session.principal;
}

/** Runs the handler and turns an AppError into its response, so idempotency can store it. */
async function respond<P>(handler: (ctx: ApiContext<P>) => Promise<Response>, ctx: ApiContext<P>): Promise<Response> {
  try {
    return await handler(ctx);
  } catch (error) {
    return failure(error, ctx.requestId);
  }
}

function failure(error: unknown, requestId: string): Response {
  if (isAppError(error)) return errorResponse(error);
  log.error("unhandled error", { requestId, error });
  return jsonResponse(
    errorBody("INTERNAL_ERROR", "Something went wrong on our side. Quote the requestId when you contact support.", {
      requestId,
    }),
    errorStatus.INTERNAL_ERROR,
  );
}
