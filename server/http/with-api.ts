import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Permission } from "../auth/api-key-format";
import type { Principal } from "../auth/principal";
import { type Db, getDb } from "../db/client";
import { AppError, errorStatus, isAppError } from "../errors";
import { log } from "../log";
import { authenticateApiKey } from "../services/api-keys/authenticate-api-key";
import { authenticateSession } from "../services/sessions/authenticate-session";
import { permissionRefusal, recordRefusal, requireActiveAccount } from "./access";
import { clientAddressOf } from "./client-address";
import { beginIdempotent, idempotencyPrincipal, requestFingerprint } from "./idempotency";
import { noEndpoint } from "./no-endpoint";
import { observeRequest } from "./observe-request";
import { type FieldCodes, parseJsonBody, parseWith, queryObject } from "./parse";
import { checkAccountLimits, checkAnonymousLimits, type LimitState, rateLimited, setLimitHeaders } from "./rate-limit";
import { readBody, requireShallowJson } from "./request-body";
import { errorBody, errorResponse, jsonResponse } from "./responses";
import { sameToken, sessionToken } from "./session-cookie";
import { traceRequest } from "./trace-request";

/** What every handler gets: the request, its parsed parts and the database. */
export type RequestContext<P> = {
  request: Request;
  url: URL;
  params: P;
  requestId: string;
  db: Db;
  /** The JSON body, checked against a strict schema. */
  body: <S extends z.ZodType>(schema: S, codes?: FieldCodes) => z.infer<S>;
  /** The query string, checked against a strict schema. */
  query: <S extends z.ZodType>(schema: S, codes?: FieldCodes) => z.infer<S>;
};

/** A handler behind an API key or a dashboard session also knows who calls. */
export type ApiContext<P> = RequestContext<P> & { principal: Principal };

export type ApiOptions = {
  permission: Permission;
  /** Only the operator account's keys and members may call it (managing the customer accounts). */
  operator?: boolean;
  /** Counts against the per-minute cancellation sub-limit as well. */
  cancellation?: boolean;
};

export type PublicOptions = {
  /** Refuse bodies that are not declared JSON, and requests from another site's pages (login CSRF). */
  sameOriginJson?: boolean;
  /** Whether the route exists here at all; when not, 404 before the request is read, so no answer reveals it. */
  exists?: () => boolean;
};

type RouteContext<P> = { params: Promise<P> };

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
  if (limits) setLimitHeaders(response.headers, limits);
  return response;
}

/**
 * A request's shared steps: its span, request id, the limit headers on every answer, and the error shape for any
 * failure.
 */
function handle<P>(
  run: (parts: {
    request: Request;
    params: P;
    requestId: string;
    limit: (state: LimitState) => void;
  }) => Promise<Response>,
) {
  return (request: Request, route?: RouteContext<P>): Promise<Response> =>
    traceRequest(request, route, async () => {
      const requestId = randomUUID();
      const observe = observeRequest(request, route);
      let limits: LimitState | undefined;
      try {
        const params = ((await route?.params) ?? {}) as P;
        const response = await run({ request, params, requestId, limit: (state) => (limits = state) });
        return observe(withHeaders(response, requestId, limits));
      } catch (error) {
        return observe(withHeaders(failure(error, requestId), requestId, limits));
      }
    });
}

async function context<P>(
  request: Request,
  params: P,
  requestId: string,
  db: Db,
): Promise<RequestContext<P> & { rawBody: string }> {
  const url = new URL(request.url);
  const rawBody = await readBody(request);
  if (rawBody) requireShallowJson(rawBody);
  return {
    rawBody,
    request,
    url,
    params,
    requestId,
    db,
    body: (schema, codes) => parseWith(schema, parseJsonBody(rawBody), "request body", codes),
    query: (schema, codes) => parseWith(schema, queryObject(url), "query", codes),
  };
}

/** Who calls, as far as the request shows: a principal, or why there is none (no key, a bad one, no CSRF token). */
type Caller = { principal: Principal; refusal?: undefined } | { principal?: undefined; refusal: AppError };

async function identify(db: Db, request: Request): Promise<Caller> {
  try {
    return { principal: await authenticate(db, request) };
  } catch (error) {
    if (isAppError(error)) return { refusal: error };
    throw error;
  }
}

/**
 * Counts the request against its account when a valid key or session names one (whatever the route then answers:
 * a 405, an unknown path, a suspended account), else against the client's address at the free tier's rate.
 */
async function limitCaller(
  caller: Caller,
  request: Request,
  limit: (state: LimitState) => void,
  cancellation = false,
): Promise<void> {
  const verdict = caller.principal
    ? await checkAccountLimits(caller.principal.accountId, caller.principal.tier, cancellation)
    : await checkAnonymousLimits(clientAddress(request));
  limit(verdict.headers);
  if (!verdict.allowed) throw rateLimited(verdict);
}

/**
 * The one wrapper of every /v1 handler: request id, authentication, rate limits, permission, idempotency,
 * validation and the error shape. A handler only parses, calls its service and responds.
 */
export function withApi<P extends Record<string, string> = Record<string, never>>(
  options: ApiOptions,
  handler: (ctx: ApiContext<P>) => Promise<Response>,
) {
  return handle<P>(async ({ request, params, requestId, limit }) => {
    const db = await getDb();
    const caller = await identify(db, request);
    await limitCaller(caller, request, limit, options.cancellation);
    if (!caller.principal) throw caller.refusal;
    const principal = { ...caller.principal, requestId, clientAddress: clientAddress(request) };
    requireActiveAccount(principal);
    const refusal = permissionRefusal(principal, options);
    if (refusal) {
      if (methodsWithBody.has(request.method)) await recordRefusal(db, principal, request, refusal);
      throw refusal;
    }
    const ctx = { ...(await context(request, params, requestId, db)), principal };
    const idempotencyKey = request.headers.get("idempotency-key");
    if (idempotencyKey === null || !idempotentMethods.has(request.method)) return respond(handler, ctx);
    const fingerprint = requestFingerprint(request.method, ctx.url.pathname, ctx.rawBody);
    const scope = { accountId: principal.accountId, principal: idempotencyPrincipal(principal) };
    const outcome = await beginIdempotent(db, scope, idempotencyKey, fingerprint);
    if (outcome.kind === "replay") {
      return jsonResponse(outcome.body, outcome.status, { "Idempotent-Replayed": "true" });
    }
    const response = await respond(handler, ctx);
    await outcome.finish(response.status, await response.clone().json());
    return response;
  });
}

/**
 * The wrapper of routes that need no API key (dashboard sign-in, the browser's configuration, the pay link, and the
 * answers to a method or path no route serves): request id, the limit (the caller's account when it sends a valid
 * key or session, else its address), bounded body, validation and the error shape, like every /v1 route.
 */
export function withPublicApi<P extends Record<string, string> = Record<string, never>>(
  options: PublicOptions,
  handler: (ctx: RequestContext<P>) => Promise<Response>,
) {
  return handle<P>(async ({ request, params, requestId, limit }) => {
    const db = await getDb();
    await limitCaller(await identify(db, request), request, limit);
    if (options.exists && !options.exists()) throw noEndpoint(request);
    if (options.sameOriginJson && methodsWithBody.has(request.method)) requireSameOriginJson(request);
    return respond(handler, await context(request, params, requestId, db));
  });
}

/**
 * A browser page of another site can post a form (not JSON) to us, and always names itself in Origin: refusing
 * both stops a login CSRF (signing a victim's browser in with the attacker's key). Clients that are not browsers
 * send no Origin and are not affected.
 */
function requireSameOriginJson(request: Request): void {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON (Content-Type: application/json)", {
      contentType: type || null,
    });
  }
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost !== host) {
    throw new AppError("FORBIDDEN", "Requests from another site's pages are refused", { origin });
  }
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
async function respond<C extends { requestId: string }>(
  handler: (ctx: C) => Promise<Response>,
  ctx: C,
): Promise<Response> {
  try {
    return await handler(ctx);
  } catch (error) {
    return failure(error, ctx.requestId);
  }
}

function failure(error: unknown, requestId: string): Response {
  if (isAppError(error)) {
    const response = errorResponse(error);
    if (error.code === "RATE_LIMIT_EXCEEDED")
      response.headers.set("Retry-After", String(error.details.retryAfterSeconds));
    return response;
  }
  log.error("unhandled error", { requestId, error });
  return jsonResponse(
    errorBody("INTERNAL_ERROR", "Something went wrong on our side. Quote the requestId when you contact support.", {
      requestId,
    }),
    errorStatus.INTERNAL_ERROR,
  );
}
