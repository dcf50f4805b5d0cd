import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A route of the app: method, path pattern (named groups are the route's params) and its handler. */
export type Route = [method: string, path: RegExp, handler: unknown];

/**
 * The app's route handlers behind a real HTTP socket, as Next.js calls them (a Request and a params promise), so a
 * client that only speaks HTTP can be tested against them.
 */
export async function serveRoutes(routes: Route[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
    const route = routes.find(([method, path]) => method === incoming.method && path.test(url.pathname));
    if (!route) return void outgoing.writeHead(404).end();
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === "string") headers.set(name, value);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const params = route[1].exec(url.pathname)?.groups ?? {};
    const response = await (route[2] as Handler)(new Request(url, { method: incoming.method, headers, body }), {
      params: Promise.resolve(params),
    });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
