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
    // Counted against the one bucket of this connection's address: the second leaves less than the first did. (A
    // request of another test in between may spend from the same bucket, so "less", not "one less"; a header that
    // escaped to a fresh bucket would leave the limit less one, never less than the first.)
    expect(Number(second?.["x-ratelimit-remaining"])).toBeLessThan(Number(first?.["x-ratelimit-remaining"]));
    return;
  }
  throw new Error("the minute window kept turning");
});
