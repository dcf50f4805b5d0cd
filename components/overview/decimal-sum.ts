/** The exact sum of decimal amounts ("12.5" + "0.000001"), through bigint: money never goes through a float. */
export function addDecimals(values: string[]): string {
  const places = Math.max(0, ...values.map((v) => (v.split(".")[1] ?? "").length));
  const total = values.reduce((sum, v) => {
    const [whole = "0", fraction = ""] = v.split(".");
    return sum + BigInt(whole + fraction.padEnd(places, "0"));
  }, 0n);
  const digits = total.toString().padStart(places + 1, "0");
  const fraction = digits.slice(digits.length - places).replace(/0+$/, "");
  const whole = digits.slice(0, digits.length - places);
  return fraction ? `${whole}.${fraction}` : whole;
}
