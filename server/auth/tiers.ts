import type { Tier } from "./api-key-format";

export type TierLimits = { perMinute: number; perMonth: number; cancelsPerMinute: number };

/** The limits of each tier (docs/architecture.md §5). */
export const tierLimits: Record<Tier, TierLimits> = {
  free: { perMinute: 60, perMonth: 10_000, cancelsPerMinute: 10 },
  pro: { perMinute: 300, perMonth: 100_000, cancelsPerMinute: 50 },
  enterprise: { perMinute: 1_000, perMonth: 1_000_000, cancelsPerMinute: 200 },
};
