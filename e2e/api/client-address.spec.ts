import { expect, test } from "@playwright/test";

test("a client cannot escape the anonymous rate limit by writing X-Forwarded-For", async ({ request }) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const responses = [];
    for (const address of ["203.0.113.10", "198.51.100.20"]) {
      responses.push(
        await request.get("/v1/tokens", { headers: { "x-forwarded-for": address, "x-client-address": address } }),
      );
    }
    const [first, second] = responses.map((response) => response.headers());
    expect(responses.map((response) => response.status())).toEqual([401, 401]);
    // The minute window turned between the two: try again.
    if (first?.["x-ratelimit-reset"] !== second?.["x-ratelimit-reset"]) continue;
    expect(Number(second?.["x-ratelimit-remaining"])).toBe(Number(first?.["x-ratelimit-remaining"]) - 1);
    return;
  }
  throw new Error("the minute window kept turning");
});
