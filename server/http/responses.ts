import type { AppError, ErrorCode, ErrorDetails } from "../errors";

/** JSON with bigints written as decimal strings, in case one slips through a contract. */
export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const text = JSON.stringify(body, (_key, value) => (typeof value === "bigint" ? value.toString() : value));
  const response = new Response(text, { status, headers });
  response.headers.set("content-type", "application/json; charset=utf-8");
  return response;
}

export function errorBody(code: ErrorCode, message: string, details: ErrorDetails = {}) {
  return { error: { code, message, details } };
}

export function errorResponse(error: AppError): Response {
  return jsonResponse(errorBody(error.code, error.message, error.details), error.status);
}

export function ok(body: unknown): Response {
  return jsonResponse(body, 200);
}

export function created(body: unknown): Response {
  return jsonResponse(body, 201);
}

/** The work was queued; its result arrives later (delivery log, webhooks). */
export function accepted(body: unknown): Response {
  return jsonResponse(body, 202);
}

/** A CSV file, streamed as it is produced, offered for download under `filename`. */
export function csvResponse(body: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
