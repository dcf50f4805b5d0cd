import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

/**
 * A path whose % escapes do not decode (`POST /v1/%ff`): Next.js fails on it before any route runs and answered a
 * bare 500 text/plain, without a request id. proxy.ts answers it first: 400 in the API's error envelope under /v1
 * and /api, a plain 400 for a page.
 */
const runsProxy = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });

async function answerTo(method: string, path: string) {
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { method }));
  return response;
}

describe("a path whose % escapes do not decode", () => {
  it.each([
    ["POST", "/v1/%ff"],
    ["GET", "/v1/transactions/%ff"],
    ["POST", "/api/pay/%ff/deposit"],
    ["GET", "/api/session/%E0%A4%A"],
  ])("%s %s answers 400 INVALID_REQUEST in the error envelope with a request id", async (method, path) => {
    expect(runsProxy(path), path).toBe(true);
    const response = await answerTo(method, path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: "INVALID_REQUEST", details: { reason: "malformed_path" } });
    expect(body.error.message).toMatch(/%/);
  });

  it("answers a page's path with a plain 400", async () => {
    for (const path of ["/pay/%ff", "/transactions/%ff"]) {
      expect(runsProxy(path), path).toBe(true);
      const response = await answerTo("GET", path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type"), path).toMatch(/text\/plain/);
    }
  });

  it("passes an API path whose escapes decode on to its route, and never runs for one without a %", async () => {
    for (const path of ["/v1/balances/a%20b", "/api/pay/prq_1%41/deposit", "/pay/prq_%41"]) {
      expect(runsProxy(path), path).toBe(true);
      const response = await answerTo("GET", path);
      expect(response.headers.get("x-middleware-next"), path).toBe("1");
      expect(response.headers.get("location"), path).toBeNull();
    }
    for (const path of ["/v1/transactions", "/api/session", "/pay/prq_1", "/v1"])
      expect(runsProxy(path), path).toBe(false);
  });

  it("still sends the dashboard's pages without a session to sign in", async () => {
    expect(runsProxy("/overview")).toBe(true);
    const response = await answerTo("GET", "/overview");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toMatch(/\/login\?next=%2Foverview$/);
  });
});
