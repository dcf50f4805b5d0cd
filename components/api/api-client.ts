"use client";

/** An error of the API, in its one shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let csrfToken: string | undefined;

export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

async function currentCsrfToken(): Promise<string | undefined> {
  if (!csrfToken) {
    const response = await fetch("/api/session", { credentials: "same-origin" });
    if (response.ok) csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
  }
  return csrfToken;
}

/** Calls the service's own API with the session cookie; changing requests carry the CSRF token. */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (method !== "GET") {
    const token = await currentCsrfToken();
    if (token) headers["x-csrf-token"] = token;
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => ({}))) as T & {
    error?: { code: string; message: string; details?: Record<string, unknown> };
  };
  if (!response.ok) {
    const error = body.error;
    throw new ApiError(
      response.status,
      error?.code ?? "INTERNAL_ERROR",
      error?.message ?? response.statusText,
      error?.details,
    );
  }
  return body;
}
