import { describe, expect, it } from "vitest";
import { configProblems } from "@/server/config-check";
import { parseEnv } from "@/server/env";
import { priceQuote, referencePrices } from "@/server/pricing";

/** The one line `npm start` prints for `source`, naming `name`; env parsing refuses the same source. */
function refusedAtStart(source: Record<string, string>, name: string): string {
  expect(parseEnv(source).success).toBe(false);
  const problems = configProblems(source);
  expect(problems, JSON.stringify(problems)).toHaveLength(1);
  expect(problems[0]).toMatch(new RegExp(`^${name} must `));
  expect(problems[0]).not.toContain("\n");
  return problems[0] as string;
}

describe("pricing configuration an operator could get wrong", () => {
  it("refuses a maximum price impact of 100%, which would make every swap quote fail", () => {
    expect(refusedAtStart({ MAX_PRICE_IMPACT_PCT: "100" }, "MAX_PRICE_IMPACT_PCT")).toContain("below 100");
    expect(configProblems({ MAX_PRICE_IMPACT_PCT: "99.9" })).toEqual([]);
    const priced = priceQuote({
      inputAsset: "SOL",
      outputAsset: "USDC",
      inputAmount: 10n ** 9n,
      mode: "wallet",
      slippageBps: 100,
      prices: referencePrices(),
      config: { maxPriceImpactPct: 99.9 },
    });
    expect(priced.outputAmount).toBeGreaterThan(0n);
  });

  it("refuses a tolerance wider than the spread, which would let the treasury sign above the market", () => {
    const line = refusedAtStart({ PRICE_TOLERANCE_BPS: "11" }, "PRICE_TOLERANCE_BPS");
    expect(line).toContain("PRICE_SPREAD_BPS (10)");
    refusedAtStart({ PRICE_SPREAD_BPS: "0" }, "PRICE_TOLERANCE_BPS");
    expect(configProblems({ PRICE_TOLERANCE_BPS: "10" })).toEqual([]);
    expect(configProblems({ PRICE_TOLERANCE_BPS: "20", PRICE_SPREAD_BPS: "30" })).toEqual([]);
  });
});
