import { createServer, type Server } from "node:http";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import type { DevnetLedger } from "../devnet-ledger";
import { answer, errorResponse, type JsonRpcRequest, type JsonRpcResponse, parseBody } from "../json-rpc";
import { listen } from "../listen";
import { PubsubNotifier } from "./notifier";
import { subscribeMethods } from "./subscribe-methods";
import { type PubsubClient, SubscriptionRegistry } from "./subscriptions";

export type PubsubLimits = { maxConnections: number; maxSubscriptionsPerConnection: number };
export const defaultPubsubLimits: PubsubLimits = { maxConnections: 100, maxSubscriptionsPerConnection: 1_000 };

/** A client that stops reading is dropped once this much waits unsent, instead of growing the server's memory. */
const maxBufferedBytes = 16 * 1024 * 1024;
const maxMessageBytes = 1024 * 1024;
/** The websocket close code for "try again later", sent with the refusal of a connection past the cap. */
const tryAgainLater = 1013;

export type PubsubServer = { port: number; close: () => Promise<void> };

type Notification = { jsonrpc: "2.0"; method: string; params: { result: unknown; subscription: number } };

class Connection implements PubsubClient {
  readonly subscriptions = new Set<number>();

  constructor(private readonly socket: WebSocket) {}

  send(message: JsonRpcResponse | JsonRpcResponse[] | Notification): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }

  notify(method: string, subscription: number, result: unknown): void {
    this.send({ jsonrpc: "2.0", method, params: { result, subscription } });
  }
}

/**
 * Solana's PubSub over a websocket, as a validator serves it on its RPC port + 1: JSON-RPC subscribe and
 * unsubscribe requests (single or batched), notifications pushed as the ledger moves. Bounded: at most
 * `maxConnections` connections and `maxSubscriptionsPerConnection` subscriptions each, refused past that with a
 * JSON-RPC error. Requests without an id (the clients' keep-alive "ping") are notifications and get no answer.
 */
export async function startPubsubServer(
  ledger: DevnetLedger,
  options: { port: number; host: string; limits?: Partial<PubsubLimits> },
): Promise<PubsubServer> {
  const limits = { ...defaultPubsubLimits, ...options.limits };
  const registry = new SubscriptionRegistry(limits.maxSubscriptionsPerConnection);
  const notifier = new PubsubNotifier(ledger, registry);
  const methods = subscribeMethods(registry, notifier);
  const http: Server = createServer((_request, response) => {
    response.writeHead(400, { "content-type": "text/plain" }).end("Websocket only: connect with a websocket client");
  });
  // Listening first: a websocket server attached before would re-emit a taken port as its own unhandled error,
  // which crashes the process instead of rejecting here.
  const port = await listen(http, options.port, options.host, "websocket");
  const sockets = new WebSocketServer({ server: http, maxPayload: maxMessageBytes });
  const connections = new Set<Connection>();

  sockets.on("connection", (socket: WebSocket) => {
    const connection = new Connection(socket);
    socket.on("error", () => socket.terminate());
    if (connections.size >= limits.maxConnections) {
      const message = `Connection refused: at most ${limits.maxConnections} websocket connections; close one and retry`;
      connection.send(errorResponse(null, -32603, `Internal Error: ${message}`));
      socket.close(tryAgainLater, "too many connections");
      return;
    }
    connections.add(connection);
    socket.on("close", () => {
      connections.delete(connection);
      registry.removeClient(connection);
    });
    socket.on("message", (data: RawData) => {
      const parsed = parseBody(data.toString());
      if (parsed === undefined) return connection.send(errorResponse(null, -32700, "Parse error"));
      const requests: JsonRpcRequest[] = Array.isArray(parsed) ? parsed : [parsed];
      const answers = requests
        .filter((request) => request !== null && typeof request === "object" && request.id !== undefined)
        .map((request) => answer(methods, request, connection));
      if (Array.isArray(parsed)) {
        if (answers.length > 0) connection.send(answers);
      } else if (answers[0]) connection.send(answers[0]);
    });
  });

  ledger.listen(notifier);
  return {
    port,
    close: async () => {
      // A normal close (1000) tells a client the node went away on purpose: web3.js's socket reconnects after any
      // other close, every second without end. One that does not answer within a moment is cut off.
      await Promise.all(
        [...sockets.clients].map(
          (client) =>
            new Promise<void>((resolve) => {
              const cutOff = setTimeout(() => {
                client.terminate();
                resolve();
              }, 250);
              client.once("close", () => {
                clearTimeout(cutOff);
                resolve();
              });
              client.close(1000, "the devnet stopped");
            }),
        ),
      );
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
