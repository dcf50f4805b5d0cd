import { describe, expect, it } from "vitest";
import { formatAmount, mulDiv, parseAmount } from "@/server/money";

describe("parseAmount", () => {
  it("parses exact decimals into base units", () => {
    expect(parseAmount("1.5", 9)).toEqual({ ok: true, units: 1_500_000_000n });
    expect(parseAmount("0.000001", 6)).toEqual({ ok: true, units: 1n });
    expect(parseAmount("0.10", 1)).toEqual({ ok: true, units: 1n });
    expect(parseAmount("18446744073709551615", 0)).toEqual({ ok: true, units: 18446744073709551615n });
  });
  it("refuses more decimals than the asset has, and anything not a plain decimal", () => {
    expect(parseAmount("0.0000001", 6)).toEqual({ ok: false, reason: "too_many_decimals" });
    for (const bad of ["", "1e3", "-1", "1.", ".5", "0x10", "1,5", "NaN", "Infinity", "1 2"]) {
      expect(parseAmount(bad, 6).ok, bad).toBe(false);
    }
  });
});

describe("formatAmount", () => {
  it("prints the shortest exact decimal", () => {
    expect(formatAmount(1_500_000_000n, 9)).toBe("1.5");
    expect(formatAmount(1n, 6)).toBe("0.000001");
    expect(formatAmount(3_000_000n, 6)).toBe("3");
    expect(formatAmount(0n, 9)).toBe("0");
  });
  it("round-trips with parseAmount", () => {
    for (const text of ["0.001", "123456.789", "42"]) {
      const parsed = parseAmount(text, 9);
      expect(parsed.ok && formatAmount(parsed.units, 9)).toBe(text);
    }
  });
});

describe("mulDiv", () => {
  it("rounds down or up", () => {
    expect(mulDiv(10n, 1n, 3n)).toBe(3n);
    expect(mulDiv(10n, 1n, 3n, "up")).toBe(4n);
    expect(mulDiv(9n, 1n, 3n, "up")).toBe(3n);
  });
});
