import { type AssetSymbol, assets } from "../../../assets";
import type { SpendingLimitView } from "../../../contracts/spending-limits";
import type { SpendingLimitRow } from "../../../db/queries/spending-limits";
import { AppError } from "../../../errors";
import { formatAmount, parseAmount } from "../../../money";

/** The limits as given, in base units; an amount the asset cannot hold exactly is refused (400 INVALID_AMOUNT). */
export function parseSpendingLimits(limits: SpendingLimitView[]): { asset: AssetSymbol; perDay: bigint }[] {
  return limits.map(({ asset, perDay }) => {
    const parsed = parseAmount(perDay, assets[asset].decimals);
    if (!parsed.ok) {
      throw new AppError("INVALID_AMOUNT", `perDay of ${asset} has more decimals than ${asset} has`, {
        asset,
        perDay,
        reason: parsed.reason,
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
