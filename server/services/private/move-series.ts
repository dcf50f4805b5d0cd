import type { Db } from "../../db/client";
import { type LedgerMoveRow, movesInSeries } from "../../db/queries/ledger-moves";

const numberOf = (base: string, key: string) => (key === base ? 1 : Number(key.slice(base.length + 1)));
const keyOf = (base: string, n: number) => (n === 1 ? base : `${base}:${n}`);

/**
 * Where a series of moves stands (move-series keys: `base`, `base:2`, ...): its latest move if that one has not
 * landed yet (it is to be followed to the end, never replaced by a new one), else the key the next move takes.
 */
export async function seriesHead(
  db: Db,
  base: string,
): Promise<
  { open: LedgerMoveRow; nextKey?: undefined; made: number } | { open?: undefined; nextKey: string; made: number }
> {
  const moves = await movesInSeries(db, base);
  const last = moves.sort((a, b) => numberOf(base, b.key) - numberOf(base, a.key))[0];
  if (last && last.status !== "landed") return { open: last, made: moves.length };
  return { nextKey: keyOf(base, last ? numberOf(base, last.key) + 1 : 1), made: moves.length };
}
