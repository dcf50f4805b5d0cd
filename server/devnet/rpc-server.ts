import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { RpcError } from "./devnet-ledger";
import type { Method } from "./rpc-methods";

type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, solana-client",
};

function answer(methods: Record<string, Method>, request: RpcRequest) {
  const id = request.id ?? null;
  if (request.jsonrpc !== "2.0" || typeof request.method !== "string") {
    return { jsonrpc: "2.0", id, error: { code: -32600, message: "Invalid request" } };
  }
  const method = methods[request.method];
  if (!method) return { jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } };
  if (request.params !== undefined && !Array.isArray(request.params)) {
    return { jsonrpc: "2.0", id, error: { code: -32602, message: "Invalid params: expected an array" } };
  }
  try {
    return { jsonrpc: "2.0", id, result: method((request.params as unknown[]) ?? []) };
  } catch (error) {
    if (error instanceof RpcError) {
      return {
        jsonrpc: "2.0",
        id,
        error: { code: error.code, message: error.message, ...(error.data !== undefined && { data: error.data }) },
      };
    }
    return { jsonrpc: "2.0", id, error: { code: -32603, message: `Internal error: ${String(error)}` } };
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", ...cors }).end(JSON.stringify(body));
}

/** JSON-RPC 2.0 over HTTP POST, single requests and batches, as Solana clients speak it. */
export function createRpcServer(methods: Record<string, Method>): Server {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    if (request.method !== "POST") {
      return void response.writeHead(405, cors).end("Used HTTP Method is not allowed. POST or OPTIONS is required");
    }
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return reply(response, 200, { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
      }
      if (Array.isArray(parsed))
        return reply(
          response,
          200,
          parsed.map((r) => answer(methods, r as RpcRequest)),
        );
      reply(response, 200, answer(methods, (parsed ?? {}) as RpcRequest));
    });
  });
  // Longer than clients keep idle sockets, so a client never reuses a socket the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
