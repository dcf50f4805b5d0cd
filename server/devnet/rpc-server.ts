import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { answer, errorResponse, parseBody } from "./json-rpc";
import type { Methods } from "./rpc-methods/index";

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, solana-client",
};

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", ...cors }).end(JSON.stringify(body));
}

/** JSON-RPC 2.0 over HTTP POST, single requests and batches, as Solana clients speak it. */
export function createRpcServer(methods: Methods): Server {
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
      const parsed = parseBody(body);
      if (parsed === undefined) return reply(response, 200, errorResponse(null, -32700, "Parse error"));
      if (Array.isArray(parsed))
        return reply(
          response,
          200,
          parsed.map((r) => answer(methods, r ?? {}, undefined)),
        );
      reply(response, 200, answer(methods, parsed, undefined));
    });
  });
  // Longer than clients keep idle sockets, so a client never reuses a socket the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
