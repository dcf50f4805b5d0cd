import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** An answer the proxy gives itself instead of asking the devnet. */
export type OwnAnswer = { status: number; headers?: Record<string, string>; body: string };

export type RpcProxyHooks = {
  /** Looks at each request first: an answer of its own stops it there; undefined passes it on. */
  before?: (body: Buffer) => Promise<OwnAnswer | undefined> | OwnAnswer | undefined;
  /** Runs after the devnet answered and before the answer goes back (to hold it, say). */
  beforeAnswer?: () => Promise<void>;
  /** Changes the devnet's answer to a request before it goes back (to say what another fork would). */
  rewrite?: (body: Buffer, answer: string) => string;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that passes every request on unless `hooks` answer it. */
export async function startRpcProxy(target: string, hooks: RpcProxyHooks) {
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const own = await hooks.before?.(body);
    if (own) {
      response.writeHead(own.status, { "content-type": "application/json", ...own.headers }).end(own.body);
      return;
    }
    try {
      const answer = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
      const text = hooks.rewrite ? hooks.rewrite(body, await answer.text()) : await answer.text();
      await hooks.beforeAnswer?.();
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
