import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import { refuseToStartOnConfigProblems } from "../server/config-check";
import { env } from "../server/env";
import { stampClientAddress } from "../server/http/client-address";
import { shutDownGracefully } from "../server/shutdown";
import { refuseToStart } from "../server/startup-refusal";
import { stopTracing } from "../server/tracing/sdk";

/**
 * Serves the built app as `next start` does (same port and hostname options, instrumentation.ts boots it), plus one
 * thing `next start` cannot do: each request gets the client's address from the connection itself (or from the
 * trusted proxies' X-Forwarded-For entries, TRUST_PROXY), which the anonymous rate limit counts by.
 *   node --import tsx scripts/serve.ts [--port 3000] [--hostname 127.0.0.1]
 */
const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

async function main() {
  // As `next start`: React and Next.js choose their production builds by NODE_ENV when they load.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || "production", NEXT_RUNTIME: "nodejs" });
  refuseToStartOnConfigProblems();
  const port = Number(values.port ?? env().PORT);
  process.env.PORT = String(port);
  const trustedProxies = env().TRUST_PROXY;

  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), hostname: values.hostname, port });
  // Listen at once, as `next start` does; requests wait for the app, which boots (instrumentation.ts) in prepare().
  const ready: Promise<Handler> = app.prepare().then(() => app.getRequestHandler());
  ready.catch((error: Error) => refuseToStart([error.message.split("\n")[0] ?? String(error)]));
  const server = createServer((request, response) => {
    stampClientAddress(request, trustedProxies);
    ready
      .then((handle) => handle(request, response))
      .catch(() => {
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") refuseToStart([`port ${port} is in use: stop what listens there, or set PORT.`]);
    refuseToStart([error.message]);
  });
  server.listen(port, values.hostname);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 30_000).unref();
    const stopAccepting = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    // The executor, the requests in flight and the database (server/shutdown.ts), then Next.js and the spans still
    // buffered; each has its deadline, so a stuck connection does not hold the exit.
    void shutDownGracefully(stopAccepting)
      .then(() => Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]))
      .then(stopTracing)
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
