/** The overview's window, from the URL: a preset of whole UTC days ending today, or explicit instants. */
export const rangePresets = [
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
  { id: "90d", label: "90 days", days: 90 },
] as const;

export type RangeId = (typeof rangePresets)[number]["id"];
export type OverviewRange = { preset?: RangeId; from: string; to?: string };

const instant = (value: string | null) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;

/** Starts at 00:00 UTC, so the query (and its cache key) stays the same all day. */
function daysBack(days: number, now: number): string {
  const today = new Date(now);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1))).toISOString();
}

export function rangeFromSearch(search: URLSearchParams, now = Date.now()): OverviewRange {
  const from = instant(search.get("from"));
  if (from) return { from, to: instant(search.get("to")) };
  const preset = rangePresets.find((p) => p.id === search.get("range")) ?? rangePresets[1];
  return { preset: preset.id, from: daysBack(preset.days, now) };
}

/** Every UTC day of the window, oldest first: the chart shows days without volume as zero. */
export function daysOf(range: OverviewRange, now = Date.now()): string[] {
  const start = Date.parse(range.from.slice(0, 10));
  const end = range.to ? Date.parse(range.to) - 1 : now;
  const days: string[] = [];
  for (let t = start; t <= end && days.length < 366; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
