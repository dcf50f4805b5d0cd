import { expect, test } from "@playwright/test";

test("a request without an API key is refused with the error envelope", async ({ request }) => {
  const response = await request.get("/v1/tokens");
  expect(response.status()).toBe(401);
  expect(response.headers()["x-request-id"]).toBeTruthy();
  const body = await response.json();
  expect(body.error.code).toBe("UNAUTHENTICATED");
  expect(typeof body.error.message).toBe("string");
  expect(body.error.details).toEqual(expect.any(Object));
});
