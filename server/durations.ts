const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** "500ms", "5s", "1h30m" -> milliseconds; undefined when the text is not such a duration. */
export function parseDurationMs(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text) return undefined;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
}
