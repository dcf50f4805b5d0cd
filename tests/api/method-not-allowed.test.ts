import path from "node:path";
import { describe, expect, it } from "vitest";
import { appRouteFiles, appRoutes } from "../support/app-routes";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";
import { serveRoutes } from "../support/route-server";

const appDir = path.resolve(__dirname, "../../app");

/** The methods a route must answer itself: Next.js answers the rest (OPTIONS; HEAD when there is a GET). */
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** A path the route file serves, each parameter given a made-up value. */
const urlPathOf = (file: string) => `/${path.dirname(file).replace(/\[+\.*([^\]]+)\]+/g, "x_$1")}`;

/** Every answer of the API, a refusal too, carries the request id and the limit headers it was counted in. */
function expectApiHeaders(headers: Headers, what: string) {
  expect(headers.get("x-request-id"), what).toBeTruthy();
  expect(headers.get("x-ratelimit-limit"), what).toMatch(/^\d+$/);
  expect(headers.get("x-ratelimit-remaining"), what).toMatch(/^\d+$/);
}

describe("a known /v1 path with another method", () => {
  const files = appRouteFiles("v1");

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(15);
    expect(files).toContain(path.join("v1", "webhooks", "[webhookId]", "route.ts"));
  });

  it.each(files)("%s answers 405 in the error envelope with Allow naming its methods", async (file) => {
    const route = (await import(path.join(appDir, file))) as Record<string, unknown>;
    const urlPath = urlPathOf(file);
    // Without an export Next.js answers an empty 405 (or, for HEAD, the GET): every method needs a handler here.
    const missing = methods.filter((m) => !route[m] && !(m === "HEAD" && route.GET));
    expect(missing, `${file} leaves ${missing.join(", ")} to Next.js's empty 405`).toEqual([]);

    const headers = ownClientAddress();
    const answers = new Map<string, Awaited<ReturnType<typeof call>>>();
    for (const method of methods) {
      if (route[method]) answers.set(method, await call(route[method], method, urlPath, { headers }));
    }
    const refused = [...answers].filter(([, answer]) => answer.status === 405);
    const served = methods.filter((m) => route[m] && !refused.some(([r]) => r === m));
    const allow = [...new Set([...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"])].sort().join(", ");
    for (const [method, answer] of refused) {
      expectErrorShape(answer, "METHOD_NOT_ALLOWED", 405);
      expect(answer.headers.get("allow"), `${method} ${file}`).toBe(allow);
      expect(answer.headers.get("x-request-id")).toBeTruthy();
      expect(answer.body.error.details).toMatchObject({ method, allow: allow.split(", ") });
    }
    // OPTIONS says the same: Next.js's own would list the refusing handlers as methods too.
    if (refused.length > 0) {
      const options = await call(route.OPTIONS, "OPTIONS", urlPath, { headers });
      expect(options.status, file).toBe(204);
      expect(options.headers.get("allow"), file).toBe(allow);
    }
    // The catch-all serves every method (as NOT_FOUND); any other route refuses at least one.
    if (!file.includes("[...")) expect(refused.length, file).toBeGreaterThan(0);
  });

  it("names the methods in the message", async () => {
    const route = await import("@/app/v1/webhooks/route");
    const answer = await call(route.DELETE, "DELETE", "/v1/webhooks", { headers: ownClientAddress() });
    expectErrorShape(answer, "METHOD_NOT_ALLOWED", 405);
    expect(answer.body.error.message).toBe("/v1/webhooks does not take DELETE; it takes GET, HEAD, OPTIONS, POST");
    expect(answer.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });
});

describe("an /api path with another method", () => {
  const files = appRouteFiles("api");

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(8);
    expect(files).toContain(path.join("api", "session", "route.ts"));
  });

  // Only the methods OPTIONS says the route does not take are called: a served one may sign in or register.
  it.each(files.filter((file) => !file.includes("[...")))(
    "%s answers OPTIONS and every method it does not take itself, with the request id and the limit headers",
    async (file) => {
      const route = (await import(path.join(appDir, file))) as Record<string, unknown>;
      const urlPath = urlPathOf(file);
      const missing = [...methods, "OPTIONS"].filter((m) => !route[m] && !(m === "HEAD" && route.GET));
      expect(missing, `${file} leaves ${missing.join(", ")} to Next.js's bare answers`).toEqual([]);

      const headers = ownClientAddress();
      const options = await call(route.OPTIONS, "OPTIONS", urlPath, { headers });
      expect(options.status, file).toBe(204);
      expectApiHeaders(options.headers, `OPTIONS ${file}`);
      const allow = options.headers.get("allow") ?? "";
      const refused = methods.filter((m) => !allow.split(", ").includes(m));
      expect(refused.length, file).toBeGreaterThan(0);
      for (const method of refused) {
        const answer = await call(route[method], method, urlPath, { headers });
        expectErrorShape(answer, "METHOD_NOT_ALLOWED", 405);
        expect(answer.headers.get("allow"), `${method} ${file}`).toBe(allow);
        expectApiHeaders(answer.headers, `${method} ${file}`);
      }
    },
  );
});

describe("a path no route serves", () => {
  it.each([
    ["v1", "/v1"],
    ["api", "/api"],
    ["api", "/api/no/such/path"],
  ] as const)(
    "under /%s: %s answers 404 NOT_FOUND in the error envelope with the API's headers",
    async (top, urlPath) => {
      // The route handlers behind a socket, each matched by its file's name as Next.js's router does.
      const server = await serveRoutes(await appRoutes(top));
      try {
        for (const method of ["GET", "POST", "DELETE", "OPTIONS"]) {
          const answer = await fetch(`${server.url}${urlPath}`, { method, headers: ownClientAddress() });
          expect(answer.headers.get("content-type"), `${method} ${urlPath}`).toMatch(/application\/json/);
          const body = await answer.json();
          expectErrorShape({ status: answer.status, headers: answer.headers, body }, "NOT_FOUND", 404);
          expect(body.error.details).toEqual({ method, path: urlPath });
          expectApiHeaders(answer.headers, `${method} ${urlPath}`);
        }
      } finally {
        await server.close();
      }
    },
  );
});
