/**
 * Money is bigint base units inside and decimal strings outside. Nothing here goes through a float.
 */
const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; reason: "malformed" | "too_many_decimals" };

/** Parses "12.5" into base units of an asset with `decimals` places. */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const match = decimalPattern.exec(text.trim());
  if (!match) return { ok: false, reason: "malformed" };
  const [, whole, fraction = ""] = match;
  const significantFraction = fraction.replace(/0+$/, "");
  if (significantFraction.length > decimals) return { ok: false, reason: "too_many_decimals" };
  const units = BigInt(whole + significantFraction.padEnd(decimals, "0"));
  return { ok: true, units };
}

/** Formats base units as the shortest exact decimal string ("1.5", "0.000001", "3"). */
export function formatAmount(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** a * numerator / denominator, rounded toward zero or up. */
export function mulDiv(a: bigint, numerator: bigint, denominator: bigint, round: "down" | "up" = "down"): bigint {
  const product = a * numerator;
  const quotient = product / denominator;
  if (round === "up" && quotient * denominator !== product) return quotient + 1n;
  return quotient;
}

export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** The smaller of two amounts (Math.min refuses bigint). */
export function minUnits(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
