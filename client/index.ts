import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, operations, paths } from "./schema";

/** Every named schema of the API, e.g. `Schemas["Quote"]`, `Schemas["Webhook"]`. */
export type Schemas = components["schemas"];
export type ErrorCode = Schemas["Error"]["error"]["code"];
export type PaymentClient = Client<paths>;

/** An error answer of the API, in its one shape `{error: {code, message, details}}`, with its status. */
export class PaymentApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK_ERROR",
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = "PaymentApiError";
  }
}

export type PaymentClientOptions = Pick<ClientOptions, "fetch" | "credentials" | "headers"> & {
  /** Where the service runs, e.g. `https://payments.example.com` (no `/v1`: paths carry it). */
  baseUrl: string;
  /** `psk_live_…` or `psk_test_…`; leave out in a browser signed in to the dashboard (its cookie is used). */
  apiKey?: string;
};

/** A typed client of the whole API: `client.GET("/v1/quote", { params: { query: {...} } })`. */
export function createPaymentClient({ baseUrl, apiKey, headers, ...rest }: PaymentClientOptions): PaymentClient {
  return createClient<paths>({
    ...rest,
    baseUrl,
    headers: { ...(apiKey && { authorization: `Bearer ${apiKey}` }), ...(headers as Record<string, string>) },
  });
}

type CallResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * The answer's body, or a thrown `PaymentApiError`: `const quote = await unwrap(client.GET("/v1/quote", ...))`.
 */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  const body = (error ?? {}) as Partial<Schemas["Error"]>;
  throw new PaymentApiError(
    response.status,
    body.error?.code ?? "INTERNAL_ERROR",
    body.error?.message ?? (response.statusText || `HTTP ${response.status}`),
    body.error?.details ?? {},
    response.headers.get("x-request-id"),
  );
}
