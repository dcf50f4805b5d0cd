/**
 * One app instance in its own process, as a deployment runs several: the app's route handlers behind a plain
 * HTTP server, and the in-process executor running the app's background functions. Its database and ledger come
 * from the environment (DATABASE_URL, SOLANA_RPC_URL); it prints {"port"} once it listens.
 */
import * as quoteRoute from "@/app/v1/quote/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as prepareRoute from "@/app/v1/transactions/prepare/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { closeDb, getDb } from "@/server/db/client";
import { localSigningKey } from "@/server/events/mode";
import { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { onShutdown, shutDownGracefully } from "@/server/shutdown";
import { type Route, serveRoutes } from "../support/route-server";
import { appTransport } from "../support/serve-transport";

const routes: Route[] = [
  ["GET", /^\/v1\/tokens$/, tokensRoute.GET],
  ["GET", /^\/v1\/quote$/, quoteRoute.GET],
  ["POST", /^\/v1\/transactions\/prepare$/, prepareRoute.POST],
  ["POST", /^\/v1\/transactions$/, transactionsRoute.POST],
  ["GET", /^\/v1\/transactions\/(?<transactionId>[^/]+)$/, transactionRoute.GET],
];

const executor = new LocalExecutor({
  db: await getDb(),
  serveUrl: "http://local.test/api/inngest",
  transport: appTransport,
  signingKey: localSigningKey(),
  pollMs: 200,
});
executor.start();
const server = await serveRoutes(routes);
console.log(JSON.stringify({ port: Number(new URL(server.url).port) }));
// SIGTERM as the service's own server answers it (scripts/serve.ts): executor, requests in flight, database.
onShutdown("work", "executor", () => executor.stop());
onShutdown("connections", "database", closeDb);
process.on("SIGTERM", () => {
  void shutDownGracefully(server.close).finally(() => process.exit(0));
});
