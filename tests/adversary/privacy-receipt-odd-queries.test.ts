import { describe, expect, it } from "vitest";
import * as estimateRoute from "@/app/v1/privacy/estimate/route";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

const estimate = (query: string, key?: string) =>
  call(estimateRoute.GET, "GET", `/v1/privacy/estimate?${query}`, key ? { key } : {});

describe("odd queries to the privacy estimate", () => {
  it("a parameter named like an object's own property is refused as unknown, not dropped or taken as repeated", async () => {
    const { key } = await newAccountKey("read");
    // `__proto__` was assigned to the plain object's prototype and vanished, so the strict schema let it through
    // (200); `constructor` or `toString` were already "in" the object and answered "given more than once".
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      const got = await estimate(`${name}=x&asset=USDC&amount=1`, key);
      expectErrorShape(got, "INVALID_REQUEST", 400);
      expect(got.body.error.message).toContain(`Unrecognized key: "${name}"`);
    }
    // Named twice, it is refused as repeated, as any other.
    const twice = await estimate("asset=USDC&asset=USDC&amount=1", key);
    expectErrorShape(twice, "INVALID_REQUEST", 400);
    expect(twice.body.error.message).toContain("more than once");
  });

  it("a read key asks it; no key is refused; amounts it cannot price answer 400, never 500", async () => {
    const { key } = await newAccountKey("read");
    expect((await estimate("asset=USDC&amount=1", key)).status).toBe(200);
    expectErrorShape(await estimate("asset=USDC&amount=1"), "UNAUTHENTICATED", 401);
    for (const amount of ["-1", "1e3", ".5", "1.", "NaN", "Infinity", "0x10", "%201", "1%2C5"]) {
      expectErrorShape(await estimate(`asset=USDC&amount=${amount}`, key), "INVALID_REQUEST", 400);
    }
    expectErrorShape(await estimate("asset=USDC&amount=18446744073709.551616", key), "INVALID_AMOUNT", 400);
    expectErrorShape(await estimate(`asset=USDC&amount=${"9".repeat(5000)}`, key), "INVALID_AMOUNT", 400);
    expectErrorShape(await estimate("asset=SOL&amount=0.0009", key), "AMOUNT_TOO_SMALL", 400);
    // The largest ledger amount, with zeros padding it: counted, not refused.
    const largest = await estimate(`asset=USDC&amount=000018446744073709.551615${"0".repeat(3000)}`, key);
    expect(largest.status, JSON.stringify(largest.body)).toBe(200);
    expect(largest.body.anonymitySet).toBeGreaterThanOrEqual(1);
  });
});
