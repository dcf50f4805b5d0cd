import { describe, expect, it } from "vitest";
import { configProblems } from "@/server/config-check";
import { parseEnv } from "@/server/env";
import { priceQuote, referencePrices } from "@/server/pricing";
import { maxInputForImpact } from "@/server/pricing/pools";

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
    expect(refusedAtStart({ MAX_PRICE_IMPACT_PCT: "100" }, "MAX_PRICE_IMPACT_PCT")).toContain("from 0.01 to 50");
    expect(configProblems({ MAX_PRICE_IMPACT_PCT: "50" })).toEqual([]);
    const priced = priceQuote({
      inputAsset: "SOL",
      outputAsset: "USDC",
      inputAmount: 10n ** 9n,
      mode: "wallet",
      slippageBps: 100,
      prices: referencePrices(),
      config: { maxPriceImpactPct: 50 },
    });
    expect(priced.outputAmount).toBeGreaterThan(0n);
  });

  it("refuses a maximum price impact that rounds to 100%, and past 50% at all (before: accepted, then a division by zero)", () => {
    // 99.99995% is 1,000,000 millionths once rounded: 1 - m was 0 in the pool's depth rule.
    expect(refusedAtStart({ MAX_PRICE_IMPACT_PCT: "99.99995" }, "MAX_PRICE_IMPACT_PCT")).toContain("from 0.01 to 50");
    refusedAtStart({ MAX_PRICE_IMPACT_PCT: "50.01" }, "MAX_PRICE_IMPACT_PCT");
  });

  it("keeps the pool's depth rule safe for any impact it is given, past the configuration's bound too", () => {
    const pool = { reserveIn: 1_000_000_000n, reserveOut: 150_000_000n };
    expect(maxInputForImpact(pool, 99.99995)).toBe(pool.reserveIn); // held to 50%: X*0.5/0.5
    expect(maxInputForImpact(pool, 100)).toBe(pool.reserveIn);
    expect(maxInputForImpact(pool, 1e12)).toBe(pool.reserveIn);
    expect(maxInputForImpact(pool, Number.POSITIVE_INFINITY)).toBe(pool.reserveIn);
    expect(maxInputForImpact(pool, Number.NaN)).toBe(0n);
    expect(maxInputForImpact(pool, -5)).toBe(0n);
    expect(maxInputForImpact(pool, 0)).toBe(0n);
    expect(maxInputForImpact(pool, 30)).toBe((pool.reserveIn * 300_000n) / 700_000n);
    // A quote given such a configuration directly is refused or priced, never a division by zero.
    const quoted = () =>
      priceQuote({
        inputAsset: "SOL",
        outputAsset: "USDC",
        inputAmount: 10n ** 9n,
        mode: "wallet",
        slippageBps: 100,
        prices: referencePrices(),
        config: { maxPriceImpactPct: 99.99995 },
      });
    expect(quoted().outputAmount).toBeGreaterThan(0n);
  });

  it("refuses a tolerance wider than the spread, which would let the treasury sign above the market", () => {
    const line = refusedAtStart({ PRICE_TOLERANCE_BPS: "11" }, "PRICE_TOLERANCE_BPS");
    expect(line).toContain("PRICE_SPREAD_BPS (10)");
    refusedAtStart({ PRICE_SPREAD_BPS: "0" }, "PRICE_TOLERANCE_BPS");
    expect(configProblems({ PRICE_TOLERANCE_BPS: "10" })).toEqual([]);
    expect(configProblems({ PRICE_TOLERANCE_BPS: "20", PRICE_SPREAD_BPS: "30" })).toEqual([]);
  });
});
