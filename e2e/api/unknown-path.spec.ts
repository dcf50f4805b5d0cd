import { expect, test } from "@playwright/test";

test("a /v1 path no route serves answers 404 in the error envelope, not an HTML page", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/v1/nope"],
    ["POST", "/v1/quotes"],
    ["DELETE", "/v1/transactions/tx_1/legs/2"],
  ] as const) {
    const response = await request.fetch(path, { method, data: method === "GET" ? undefined : {} });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["x-request-id"]).toBeTruthy();
    const body = await response.json();
    expect(body.error).toMatchObject({ code: "NOT_FOUND", details: { method, path } });
  }
  // A long path is named only in part: the answer does not echo whatever the caller sent.
  const long = await (await request.get(`/v1/${"x".repeat(5_000)}`)).json();
  expect(long.error.code).toBe("NOT_FOUND");
  expect(long.error.details.path).toHaveLength(200);
  // A route that exists is still served by its own handler.
  expect((await request.get("/v1/tokens")).status()).toBe(401);
});
