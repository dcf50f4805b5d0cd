import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tokensRoute from "@/app/v1/tokens/route";
import { clientAddressHeader, resolveClientAddress, stampClientAddress } from "@/server/http/client-address";

describe("resolveClientAddress", () => {
  it("takes the socket's peer and ignores X-Forwarded-For without trusted proxies", () => {
    expect(resolveClientAddress("10.0.0.5", "203.0.113.9", 0)).toBe("10.0.0.5");
    expect(resolveClientAddress("::ffff:127.0.0.1", undefined, 0)).toBe("127.0.0.1");
    expect(resolveClientAddress("::1", "203.0.113.9, 198.51.100.1", 0)).toBe("::1");
  });

  it("behind n proxies takes the entry n places from the right, whatever the client wrote to its left", () => {
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", ["6.6.6.6", "203.0.113.9, 10.0.0.2"], 2)).toBe("203.0.113.9");
    // Fewer entries than proxies: the furthest one known.
    expect(resolveClientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", " , 203.0.113.9 ", 3)).toBe("203.0.113.9");
  });
});

/**
 * The app's server as scripts/serve.ts builds it, with the tokens route behind it in place of Next.js: a real
 * socket, the real stamp, the real anonymous limit.
 */
async function serveTokens(trustedProxies: number): Promise<{ server: Server; url: string; stamped: string[] }> {
  const stamped: string[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    stampClientAddress(request, trustedProxies);
    stamped.push(String(request.headers[clientAddressHeader]));
    const result = await tokensRoute.GET(
      new Request(`http://127.0.0.1${request.url}`, { headers: request.headers as Record<string, string> }),
    );
    response.writeHead(result.status, Object.fromEntries(result.headers));
    response.end(await result.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/tokens`, stamped };
}

const randomOctet = () => 1 + Math.floor(Math.random() * 250);

/** Two anonymous requests with the given X-Forwarded-For headers, in one rate-limit window. */
async function twoRequests(url: string, first: string, second: string): Promise<[number, number]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const responses = [];
    for (const forwarded of [first, second]) {
      const headers = { "x-forwarded-for": forwarded, [clientAddressHeader]: "198.51.100.77" };
      const response = await fetch(url, { headers });
      expect(response.status).toBe(401);
      responses.push(response.headers);
    }
    const [a, b] = responses as [Headers, Headers];
    if (a.get("x-ratelimit-reset") !== b.get("x-ratelimit-reset")) continue;
    return [Number(a.get("x-ratelimit-remaining")), Number(b.get("x-ratelimit-remaining"))];
  }
  throw new Error("the minute window kept turning between two requests");
}

describe("the anonymous rate limit counts by the connection, not by what the client claims", () => {
  let direct: Awaited<ReturnType<typeof serveTokens>>;
  let proxied: Awaited<ReturnType<typeof serveTokens>>;
  beforeAll(async () => {
    direct = await serveTokens(0);
    proxied = await serveTokens(1);
  });
  afterAll(() => {
    direct.server.close();
    proxied.server.close();
  });

  it("without TRUST_PROXY, spoofed X-Forwarded-For headers from one socket share one limit", async () => {
    const [first, second] = await twoRequests(direct.url, `203.0.113.${randomOctet()}`, `198.51.100.${randomOctet()}`);
    expect(second).toBe(first - 1);
    expect(new Set(direct.stamped)).toEqual(new Set(["127.0.0.1"]));
  });

  it("with TRUST_PROXY=1, the proxy's X-Forwarded-For entry is the client", async () => {
    const one = `203.0.113.${randomOctet()}`;
    const other = `198.51.100.${randomOctet()}`;
    const [first, second] = await twoRequests(proxied.url, `6.6.6.6, ${one}`, `6.6.6.6, ${other}`);
    expect([first, second]).toEqual([59, 59]);
    expect(proxied.stamped.slice(-2)).toEqual([one, other]);
  });
});
