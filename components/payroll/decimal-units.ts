/** A decimal amount ("12.5") in base units (decimals 6: 12500000n), exactly: money never goes through a float. */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
}
