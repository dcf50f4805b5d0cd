import { expect, test } from "@playwright/test";

test("a known /v1 path with another method answers 405 in the error envelope, with Allow", async ({ request }) => {
  for (const [method, path, allow] of [
    ["DELETE", "/v1/tokens", "GET, HEAD, OPTIONS"],
    ["GET", "/v1/faucet", "OPTIONS, POST"],
    ["PATCH", "/v1/webhooks/wh_1", "DELETE, GET, HEAD, OPTIONS, PUT"],
    ["POST", "/v1/openapi.json", "GET, HEAD, OPTIONS"],
  ] as const) {
    const response = await request.fetch(path, { method, data: method === "GET" ? undefined : {} });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow, `${method} ${path}`).toBe(allow);
    expect(response.headers()["x-request-id"]).toBeTruthy();
    expect((await response.json()).error).toMatchObject({ code: "METHOD_NOT_ALLOWED", details: { method } });
  }
  // Next.js's own OPTIONS names the same methods.
  const options = await request.fetch("/v1/webhooks/wh_1", { method: "OPTIONS" });
  expect(options.headers().allow).toBe("DELETE, GET, HEAD, OPTIONS, PUT");
});

test("/v1/openapi.json names the origin it was read at, not a fixed port", async ({ request, baseURL }) => {
  const document = await (await request.get("/v1/openapi.json")).json();
  expect(document.servers).toEqual([{ url: baseURL, description: "This service" }]);
});
