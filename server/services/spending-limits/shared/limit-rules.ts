import { type AssetSymbol, assets } from "../../../assets";
import type { SpendingLimitView } from "../../../contracts/spending-limits";
import type { SpendingLimitRow } from "../../../db/queries/spending-limits";
import { AppError } from "../../../errors";
import { formatAmount, parseAmount } from "../../../money";

const maxU64 = 2n ** 64n - 1n;

/**
 * The limits as given, in base units; an amount the asset cannot hold exactly, or one past what a ledger amount can
 * be (a u64, which the counters' column holds), is refused (400 INVALID_AMOUNT).
 */
export function parseSpendingLimits(limits: SpendingLimitView[]): { asset: AssetSymbol; perDay: bigint }[] {
  return limits.map(({ asset, perDay }) => {
    const { decimals } = assets[asset];
    const parsed = parseAmount(perDay, decimals);
    if (!parsed.ok) {
      throw new AppError("INVALID_AMOUNT", `perDay of ${asset} has more decimals than ${asset} has`, {
        asset,
        perDay,
        reason: parsed.reason,
      });
    }
    if (parsed.units > maxU64) {
      throw new AppError("INVALID_AMOUNT", `perDay of ${asset} is more than any payment can be`, {
        asset,
        perDay,
        max: formatAmount(maxU64, decimals),
      });
    }
    return { asset, perDay: parsed.units };
  });
}

export function spendingLimitViews(rows: Pick<SpendingLimitRow, "asset" | "perDay">[]): SpendingLimitView[] {
  return rows
    .map((row) => ({
      asset: row.asset as AssetSymbol,
      perDay: formatAmount(row.perDay, assets[row.asset as AssetSymbol].decimals),
    }))
    .sort((a, b) => a.asset.localeCompare(b.asset));
}

/** Each subject's limits, by subject id (a subject without limits is absent: it has none). */
export function limitsBySubject(rows: SpendingLimitRow[]): Map<string, SpendingLimitView[]> {
  const grouped = new Map<string, SpendingLimitRow[]>();
  for (const row of rows) grouped.set(row.subjectId, [...(grouped.get(row.subjectId) ?? []), row]);
  return new Map([...grouped].map(([id, list]) => [id, spendingLimitViews(list)]));
}

/** The UTC day an instant falls on, as YYYY-MM-DD: limits count per UTC day (docs/decisions.md). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
