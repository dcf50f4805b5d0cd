/** A schema value (enum member, default, example) as it would appear in JSON. */
export function formatValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === undefined) return "undefined";
  return JSON.stringify(value) ?? String(value);
}
