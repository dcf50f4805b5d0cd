type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  key?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
};

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
export type CallResult = { status: number; headers: Headers; body: any };

/** Calls a route handler the way Next.js does: a Request and a params promise. */
export async function call(
  handler: unknown,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(path, "http://localhost:3000");
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers(options.headers);
  if (options.key) headers.set("authorization", `Bearer ${options.key}`);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const response = await (handler as Handler)(new Request(url, { method, headers, body }), {
    params: Promise.resolve(options.params ?? {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Every error has the one shape, and every response the request id and rate-limit headers. */
export function expectErrorShape(result: CallResult, code: string, status: number): void {
  if (result.status !== status || result.body?.error?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${result.status} ${JSON.stringify(result.body)}`);
  }
  const { error } = result.body;
  if (typeof error.message !== "string" || typeof error.details !== "object" || error.details === null) {
    throw new Error(`error body not in the spec's shape: ${JSON.stringify(result.body)}`);
  }
}
