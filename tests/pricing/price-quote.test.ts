import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import { parsePrice, priceQuote, referencePrices, setReferencePrice } from "@/server/pricing";

const sol = (whole: number) => BigInt(Math.round(whole * 1_000)) * 1_000_000n;
const swap = (inputAmount: bigint, extra: Partial<Parameters<typeof priceQuote>[0]> = {}) =>
  priceQuote({
    inputAsset: "SOL",
    outputAsset: "USDC",
    inputAmount,
    mode: "wallet",
    slippageBps: 100,
    prices: referencePrices(),
    ...extra,
  });

describe("price impact follows the spec's indicative table", () => {
  it("stays under 0.1% below 10 SOL and passes 2% above about 1,020 SOL", () => {
    expect(swap(sol(9.99)).priceImpactPct).toBeLessThan(0.1);
    expect(swap(sol(100)).priceImpactPct).toBeGreaterThan(0.1);
    expect(swap(sol(100)).priceImpactPct).toBeLessThanOrEqual(0.5);
    expect(swap(sol(1000)).priceImpactPct).toBeGreaterThan(0.5);
    expect(swap(sol(1000)).priceImpactPct).toBeLessThanOrEqual(2);
    expect(swap(sol(1100)).priceImpactPct).toBeGreaterThan(2);
  });

  it("prices the stable pair like the SOL pools at the same USD size", () => {
    const stable = priceQuote({
      inputAsset: "USDC",
      outputAsset: "USDT",
      inputAmount: 1_500_000_000n,
      mode: "wallet",
      slippageBps: 1,
      prices: referencePrices(),
    });
    expect(stable.priceImpactPct).toBeCloseTo(swap(sol(10)).priceImpactPct, 4);
  });
});

describe("swap properties", () => {
  it("never pays more than the spot value, keeps min <= output, and grows with the input", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000_000n, max: 20_000n * 10n ** 9n }),
        fc.integer({ min: 1, max: 5000 }),
        (amount, bps) => {
          const q = swap(amount, { slippageBps: bps });
          const spot = (amount * 150n) / 1000n; // lamports -> USDC base units at 150 USD
          expect(q.outputAmount).toBeLessThanOrEqual(spot);
          expect(q.minOutputAmount).toBeLessThanOrEqual(q.outputAmount);
          expect(q.minOutputAmount).toBe((q.outputAmount * BigInt(10_000 - bps)) / 10_000n);
          expect(swap(amount + 1_000_000n).outputAmount).toBeGreaterThanOrEqual(q.outputAmount);
          expect(swap(amount + 1_000_000n).priceImpactPct).toBeGreaterThanOrEqual(q.priceImpactPct);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses swaps past the maximum price impact or the treasury's inventory", () => {
    expect(() => swap(sol(30_000))).toThrowError(AppError);
    try {
      swap(sol(30_000));
    } catch (error) {
      expect((error as AppError).code).toBe("INSUFFICIENT_LIQUIDITY");
      expect((error as AppError).details.maxInputAmount).toMatch(/^\d+(\.\d+)?$/);
    }
    expect(() => swap(sol(1), { treasuryAvailable: 10n })).toThrowError(/treasury/);
  });
});

describe("sends and fees", () => {
  it("quotes a same-asset send exactly, even at u64 scale", () => {
    const max = 2n ** 64n - 1n;
    const q = priceQuote({
      inputAsset: "USDT",
      outputAsset: "USDT",
      inputAmount: max,
      mode: "wallet",
      slippageBps: 100,
      prices: referencePrices(),
    });
    expect(q.outputAmount).toBe(max);
    expect(q.minOutputAmount).toBe(max);
    expect(q.priceImpactPct).toBe(0);
  });

  it("charges one signature for a wallet send, two for a swap, rounding every fee up", () => {
    const send = priceQuote({
      inputAsset: "SOL",
      outputAsset: "SOL",
      inputAmount: sol(1),
      mode: "wallet",
      slippageBps: 1,
      prices: referencePrices(),
    });
    expect(send.feeBreakdown).toEqual({ network: 5_000n, routing: 0n, ataRent: 0n });
    expect(swap(sol(1)).feeBreakdown.network).toBe(10_000n);
    const fromUsdc = (usdPerSol: string) =>
      priceQuote({
        inputAsset: "USDC",
        outputAsset: "USDT",
        inputAmount: 1_000_000n,
        mode: "wallet",
        slippageBps: 1,
        prices: { ...referencePrices(), SOL: parsePrice(usdPerSol) },
      }).feeBreakdown.network;
    expect(fromUsdc("150")).toBe(1_500n); // 10,000 lamports at 150 USD/SOL = 0.0015 USDC
    expect(fromUsdc("150.05")).toBe(1_501n); // 1,500.5 rounds up
  });

  it("adds a routing fee in private mode and ATA rent per new token account", () => {
    const q = priceQuote({
      inputAsset: "USDC",
      outputAsset: "USDC",
      inputAmount: 1_000_000_000n,
      mode: "private",
      slippageBps: 100,
      recipientsNeedingAta: 2,
      config: { routingFeeBps: 25 },
      prices: referencePrices(),
    });
    expect(q.feeBreakdown.routing).toBe(2_500_000n);
    // 2 x 2,039,280 lamports at 150 USD/SOL = 0.611784 USDC
    expect(q.feeBreakdown.ataRent).toBe(611_784n);
    expect(q.fee).toBe(q.feeBreakdown.network + q.feeBreakdown.routing + q.feeBreakdown.ataRent);
  });
});

describe("reference prices", () => {
  it("parses exact decimals and moves with an override", () => {
    expect(parsePrice("150.25")).toEqual({ num: 15025n, den: 100n });
    const before = swap(sol(1)).outputAmount;
    setReferencePrice("SOL", "165");
    try {
      expect(referencePrices().SOL).toEqual({ num: 165n, den: 1n });
      expect(swap(sol(1)).outputAmount).toBeGreaterThan(before);
    } finally {
      setReferencePrice("SOL", undefined);
    }
  });
});
