"use client";

import { createPaymentClient, PaymentApiError } from "@/client";

export { PaymentApiError as ApiError, unwrap } from "@/client";

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

/**
 * The browser's client of the service's own API: the generated client (client/), with the session cookie instead
 * of a key; changing requests carry the session's CSRF token.
 */
export const api = createPaymentClient({ baseUrl: "", credentials: "same-origin" });

api.use({
  async onRequest({ request }) {
    if (request.method === "GET") return request;
    const token = await currentCsrfToken();
    if (token) request.headers.set("x-csrf-token", token);
    return request;
  },
});

/** True for an answer that says the session ended: the dashboard sends the browser back to sign in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof PaymentApiError && error.status === 401;
}
