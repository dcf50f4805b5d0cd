import { describe, expect, it } from "vitest";
import * as tokensRoute from "@/app/v1/tokens/route";
import { customerAccount, operatorKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { roomLeftInMinute } from "../support/minute-window";

describe("rate limits per account", () => {
  it("refuses a free account's 61st request in a minute while a pro account's pass, each on its own count", async () => {
    const operator = await operatorKey();
    const free = await customerAccount(operator, "free", "Free customer");
    const pro = await customerAccount(operator, "pro", "Pro customer");
    const tokens = (key: string) => call(tokensRoute.GET, "GET", "/v1/tokens", { key });
    await roomLeftInMinute(15_000);
    for (let i = 0; i < 60; i++) expect((await tokens(free.key)).status).toBe(200);
    const limited = await tokens(free.key);
    expectErrorShape(limited, "RATE_LIMIT_EXCEEDED", 429);
    expect(limited.body.error.details).toMatchObject({ scope: "minute", limit: 60 });
    for (let i = 0; i < 70; i++) {
      const passed = await tokens(pro.key);
      expect(passed.status).toBe(200);
      expect(passed.headers.get("x-ratelimit-limit")).toBe("300");
    }
  }, 60_000);
});
