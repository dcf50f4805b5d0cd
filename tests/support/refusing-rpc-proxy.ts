import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

type RpcCall = { method?: string; params?: [unknown, { commitment?: string }?] };

/**
 * A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that answers 503 to a confirmed read of exactly one
 * account in `refused` (what a cancel's look at its deposit account is: server/services/transactions/private/detect-deposit-now.ts)
 * and passes everything else on: the watcher's reads (many accounts a call) and every finalized read go through. So a
 * test can have the ledger fail the cancel's look while the watcher still sees the deposit.
 */
export async function startRefusingRpcProxy(target: string) {
  const refused = new Set<string>();
  const stats = { refused: 0 };
  const isRefused = (call: RpcCall) => {
    const [keys, options] = call.params ?? [];
    return (
      call.method === "getMultipleAccounts" &&
      Array.isArray(keys) &&
      keys.length === 1 &&
      refused.has(String(keys[0])) &&
      options?.commitment === "confirmed"
    );
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    let call: RpcCall = {};
    try {
      call = JSON.parse(body.toString("utf8")) as RpcCall;
    } catch {}
    if (isRefused(call)) {
      stats.refused++;
      response.writeHead(503, { "content-type": "application/json" }).end("{}");
      return;
    }
    try {
      const answer = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
      const text = await answer.text();
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(text);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
