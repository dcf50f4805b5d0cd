import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; headers: Record<string, string>; body: string; at: number };

/**
 * A real HTTP endpoint on 127.0.0.1 that records what it receives. `answer` decides the status per request,
 * from everything received on that path so far (to fail N times, answer 410, ...).
 */
export async function startReceiver(answer: (path: string, received: Received[]) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const entry = {
        path: request.url ?? "/",
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body,
        at: Date.now(),
      };
      received.push(entry);
      const status = answer(
        entry.path,
        received.filter((r) => r.path === entry.path),
      );
      response.writeHead(status, { "content-type": "text/plain" }).end(`answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Polls until `probe` returns something other than false or undefined, and returns it: the one way a test waits
 * for something to happen. The bound is generous (the suite runs on a loaded 2-core machine); it only costs time
 * when the test fails anyway.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 30_000,
  what: string | (() => string) = "condition",
): Promise<Exclude<T, false | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value as Exclude<T, false | undefined>;
    if (Date.now() > deadline) {
      throw new Error(`${typeof what === "string" ? what : what()} not met in ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
