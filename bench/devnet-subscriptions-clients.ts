import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

/**
 * The subscribers of bench/devnet-subscriptions.ts, on a thread of their own so the devnet's work never delays
 * their reading: one signatureSubscribe (confirmed) per signature, spread over the connections; reports when each
 * notification arrived (epoch ms, comparable across threads) and the slot it names.
 */
type Input = { wsUrl: string; signatures: string[]; connections: number };
export type Receipt = { slot: number; at: number };

const { wsUrl, signatures, connections } = workerData as Input;
const now = () => performance.timeOrigin + performance.now();
const receipts: Receipt[] = [];
let subscribed = 0;

function open(): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl);
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

const sockets = await Promise.all(Array.from({ length: connections }, open));
sockets.forEach((socket, c) => {
  socket.on("message", (data) => {
    const at = now();
    const message = JSON.parse(data.toString()) as {
      id?: number;
      error?: { message: string };
      params?: { result: { context: { slot: number } } };
    };
    if (message.error) throw new Error(message.error.message);
    if (message.id !== undefined) {
      if (++subscribed === signatures.length) parentPort?.postMessage({ subscribed });
      return;
    }
    receipts.push({ slot: message.params!.result.context.slot, at });
    if (receipts.length === signatures.length) {
      parentPort?.postMessage({ receipts });
      for (const s of sockets) s.close();
    }
  });
  signatures.forEach((signature, i) => {
    if (i % connections !== c) return;
    const params = [signature, { commitment: "confirmed" }];
    socket.send(JSON.stringify({ jsonrpc: "2.0", id: i, method: "signatureSubscribe", params }));
  });
});
