import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AssetSymbol } from "@/server/assets";
import { AppError } from "@/server/errors";
import { poolFlow, priceQuote, referencePrices } from "@/server/pricing";

const spreadBps = 10;

/** One swap against the pool as `displacement` leaves it; returns what it pays and where it leaves the pool. */
function fill(input: AssetSymbol, output: AssetSymbol, inputAmount: bigint, displacement: bigint) {
  const { outputAmount, priceImpactPct } = priceQuote({
    inputAsset: input,
    outputAsset: output,
    inputAmount,
    mode: "wallet",
    slippageBps: 100,
    displacement,
    prices: referencePrices(),
    config: { spreadBps },
  });
  const moved = poolFlow(input, output, { inputAmount, outputAmount }, spreadBps);
  return { outputAmount, priceImpactPct, displacement: displacement + moved };
}

/** The pieces of `total`, by weights. */
function split(total: bigint, weights: number[]): bigint[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  const pieces = weights.map((w) => (total * BigInt(w)) / sum).filter((p) => p > 0n);
  const rest = total - pieces.reduce((a, b) => a + b, 0n);
  return rest > 0n ? [...pieces, rest] : pieces;
}

const pairs: [AssetSymbol, AssetSymbol, bigint][] = [
  ["SOL", "USDC", 15_000n * 10n ** 9n],
  ["USDC", "SOL", 2_000_000n * 10n ** 6n],
  ["USDT", "USDC", 2_000_000n * 10n ** 6n],
];

describe("a pool that remembers its fills", () => {
  it("never pays pieces more than the whole, whichever way and however split", () => {
    for (const [input, output, max] of pairs) {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 10n ** 6n, max }),
          fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 40 }),
          fc.bigInt({ min: -(max / 4n), max: max / 4n }),
          (total, weights, start) => {
            const startAt = input === "SOL" ? start : 0n;
            let whole: bigint;
            try {
              whole = fill(input, output, total, startAt).outputAmount;
            } catch (error) {
              if (error instanceof AppError && error.code === "INSUFFICIENT_LIQUIDITY") return;
              throw error;
            }
            let displacement = startAt;
            let pieces = 0n;
            for (const piece of split(total, weights)) {
              const done = fill(input, output, piece, displacement);
              pieces += done.outputAmount;
              displacement = done.displacement;
            }
            expect(pieces).toBeLessThanOrEqual(whole);
          },
        ),
        { numRuns: 60 },
      );
    }
  });

  it("refuses the piece that takes the pool past the depth one swap may take", () => {
    const sol = 10n ** 9n;
    const whole = () => fill("SOL", "USDC", 25_000n * sol, 0n);
    expect(whole).toThrowError(AppError);
    let displacement = 0n;
    let filled = 0n;
    const piece = 1_000n * sol;
    for (;;) {
      try {
        displacement = fill("SOL", "USDC", piece, displacement).displacement;
        filled += piece;
      } catch (error) {
        expect((error as AppError).code).toBe("INSUFFICIENT_LIQUIDITY");
        break;
      }
    }
    // One swap may take up to 30% impact: 50,000 * 0.3 / 0.7 = 21,428.57 SOL; pieces stop at the same place.
    expect(filled).toBe(21_000n * sol);
  });

  it("prices the untouched pool as the spec's table, and a moved one from the reference", () => {
    const sol = 10n ** 9n;
    expect(fill("SOL", "USDC", 100n * sol, 0n).priceImpactPct).toBeCloseTo(0.1996, 3);
    // After 1,000 SOL sold, 100 more are 2.1% below the reference, not 0.2%.
    const after = fill("SOL", "USDC", 100n * sol, 1_000n * sol);
    expect(after.priceImpactPct).toBeGreaterThan(2);
    // The other way, the same displacement is in the client's favour: no shortfall at all.
    expect(fill("USDC", "SOL", 15_000n * 10n ** 6n, 1_000n * sol).priceImpactPct).toBe(0);
  });

  it("takes the spread off every output", () => {
    const without = priceQuote({
      inputAsset: "SOL",
      outputAsset: "USDC",
      inputAmount: 10n ** 9n,
      mode: "wallet",
      slippageBps: 100,
      prices: referencePrices(),
      config: { spreadBps: 0 },
    }).outputAmount;
    expect(fill("SOL", "USDC", 10n ** 9n, 0n).outputAmount).toBe((without * 9_990n) / 10_000n);
  });
});
