import { RpcError } from "./rpc-error";

export type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
export type JsonRpcError = { code: number; message: string; data?: unknown };
export type JsonRpcResponse = { jsonrpc: "2.0"; id: unknown; result?: unknown; error?: JsonRpcError };
export type Handler<C> = (params: unknown[], context: C) => unknown;

export function errorResponse(id: unknown, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: "2.0", id, error: { code, message, ...(data !== undefined && { data }) } };
}

/** One JSON-RPC 2.0 request answered as a validator answers it (the same error codes and messages). */
export function answer<C>(handlers: Record<string, Handler<C>>, request: JsonRpcRequest, context: C): JsonRpcResponse {
  const id = request.id ?? null;
  if (request.jsonrpc !== "2.0" || typeof request.method !== "string") {
    return errorResponse(id, -32600, "Invalid request");
  }
  const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined;
  if (!handler) return errorResponse(id, -32601, "Method not found");
  if (request.params !== undefined && request.params !== null && !Array.isArray(request.params)) {
    return errorResponse(id, -32602, "Invalid params: expected an array");
  }
  try {
    return { jsonrpc: "2.0", id, result: handler((request.params as unknown[] | undefined) ?? [], context) };
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(id, error.code, error.message, error.data);
    return errorResponse(id, -32603, `Internal error: ${String(error)}`);
  }
}

/** A request body: one request or a batch; undefined when it is not JSON. */
export function parseBody(text: string): JsonRpcRequest | JsonRpcRequest[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as JsonRpcRequest[]) : ((parsed ?? {}) as JsonRpcRequest);
  } catch {
    return undefined;
  }
}
