/**
 * One app instance in its own process, as a deployment runs several: the app's route handlers behind a plain
 * HTTP server, and the in-process executor running the app's background functions. Its database and ledger come
 * from the environment (DATABASE_URL, SOLANA_RPC_URL); it prints {"port"} once it listens.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as quoteRoute from "@/app/v1/quote/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as prepareRoute from "@/app/v1/transactions/prepare/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { localSigningKey } from "@/server/jobs/mode";
import { appTransport } from "../support/serve-transport";

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routes: [string, RegExp, Handler][] = [
  ["GET", /^\/v1\/tokens$/, tokensRoute.GET as Handler],
  ["GET", /^\/v1\/quote$/, quoteRoute.GET as Handler],
  ["POST", /^\/v1\/transactions\/prepare$/, prepareRoute.POST as Handler],
  ["POST", /^\/v1\/transactions$/, transactionsRoute.POST as Handler],
  ["GET", /^\/v1\/transactions\/(?<transactionId>[^/]+)$/, transactionRoute.GET as Handler],
];

const server = createServer(async (incoming, outgoing) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
  const route = routes.find(([method, path]) => method === incoming.method && path.test(url.pathname));
  if (!route) return void outgoing.writeHead(404).end();
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const request = new Request(url, { method: incoming.method, headers, body });
  const params = route[1].exec(url.pathname)?.groups ?? {};
  const response = await route[2](request, { params: Promise.resolve(params) });
  outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(await response.text());
});

const executor = new LocalExecutor({
  db: await getDb(),
  serveUrl: "http://local.test/api/inngest",
  transport: appTransport,
  signingKey: localSigningKey(),
  pollMs: 200,
});
executor.start();
server.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on("SIGTERM", async () => {
  await executor.stop();
  server.close();
  process.exit(0);
});
