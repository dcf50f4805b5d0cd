import path from "node:path";
import { describe, expect, it } from "vitest";
import { v1RouteFiles } from "../support/app-routes";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";

const appDir = path.resolve(__dirname, "../../app");

/** The methods a route must answer itself: Next.js answers the rest (OPTIONS; HEAD when there is a GET). */
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

describe("a known /v1 path with another method", () => {
  const files = v1RouteFiles();

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(15);
    expect(files).toContain(path.join("v1", "webhooks", "[webhookId]", "route.ts"));
  });

  it.each(files)("%s answers 405 in the error envelope with Allow naming its methods", async (file) => {
    const route = (await import(path.join(appDir, file))) as Record<string, unknown>;
    const urlPath = `/${path.dirname(file).replace(/\[\.*([^\]]+)\]/g, "x_$1")}`;
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
