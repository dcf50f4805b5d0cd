import { describe, expect, it } from "vitest";
import { configProblems } from "@/server/config-check";
import { parseEnv } from "@/server/env";
import { isAppError } from "@/server/errors";
import { priceQuote, referencePrices } from "@/server/pricing";

/**
 * The other end of MAX_PRICE_IMPACT_PCT's range. The pool's depth rule (pools.ts, maxInputForImpact) rounds it to
 * millionths: anything below 0.00005 is 0 millionths, "no room", so every swap quote would be refused
 * INSUFFICIENT_LIQUIDITY. The schema (env.ts) takes 0.01 at least, so such a value is refused at start.
 */
describe("adversary: a maximum price impact that rounds to 0", () => {
  it("is refused at start, or still lets the smallest swap through", () => {
    const value = "0.00004";
    const acceptedAtStart =
      parseEnv({ MAX_PRICE_IMPACT_PCT: value }).success && configProblems({ MAX_PRICE_IMPACT_PCT: value }).length === 0;
    let outcome: string;
    try {
      // The smallest amount a quote prices (0.001 SOL), against the untouched pool.
      const priced = priceQuote({
        inputAsset: "SOL",
        outputAsset: "USDC",
        inputAmount: 1_000_000n,
        mode: "wallet",
        slippageBps: 100,
        prices: referencePrices(),
        config: { maxPriceImpactPct: Number(value) },
      });
      outcome = `priced ${priced.outputAmount}`;
    } catch (error) {
      if (!isAppError(error)) throw error;
      outcome = `${error.code} ${JSON.stringify(error.details)}`;
    }
    // Were it accepted at start, the 0.001 SOL swap would be INSUFFICIENT_LIQUIDITY with maxInputAmount "0".
    expect(!acceptedAtStart || outcome.startsWith("priced"), `accepted at start; ${outcome}`).toBe(true);
  });

  it("takes the smallest allowed value, 0.01, and it still prices the smallest swap", () => {
    expect(parseEnv({ MAX_PRICE_IMPACT_PCT: "0.01" }).success).toBe(true);
    const priced = priceQuote({
      inputAsset: "SOL",
      outputAsset: "USDC",
      inputAmount: 1_000_000n,
      mode: "wallet",
      slippageBps: 100,
      prices: referencePrices(),
      config: { maxPriceImpactPct: 0.01 },
    });
    expect(priced.outputAmount > 0n).toBe(true);
  });
});
