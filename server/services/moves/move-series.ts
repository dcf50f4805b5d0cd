import type { Db } from "../../db/client";
import { type LedgerMoveRow, movesByKeys } from "../../db/queries/ledger-moves";

const keyOf = (base: string, n: number) => (n === 1 ? base : `${base}:${n}`);

export type SeriesHead =
  | { open: LedgerMoveRow; nextKey?: undefined; made: number }
  | { open?: undefined; nextKey: string | undefined; made: number };

/**
 * Where a series of moves stands: one need met again and again (a pool wallet's float, its money going back to the
 * treasury), each move under a key of its own, `base`, `base:2`, ... up to `base:<max>` (looked up by key, so by
 * the unique index). Its latest move if that one has not landed yet (it is followed to its end, never replaced by
 * another), else the key the next move takes (undefined once all `max` are used). `earlier` are bases of the same
 * need before this one (the day before): a move of theirs still open is followed first.
 */
export async function seriesHead(db: Db, base: string, max: number, earlier: string[] = []): Promise<SeriesHead> {
  const bases = [...earlier, base];
  const keys = bases.flatMap((b) => Array.from({ length: max }, (_, i) => keyOf(b, i + 1)));
  const byKey = new Map((await movesByKeys(db, keys)).map((m) => [m.key, m]));
  const open = [...byKey.values()].find((m) => m.status !== "landed");
  const made = [...byKey.keys()].filter((k) => k === base || k.startsWith(`${base}:`)).length;
  if (open) return { open, made };
  let n = 1;
  while (n <= max && byKey.has(keyOf(base, n))) n++;
  return { nextKey: n <= max ? keyOf(base, n) : undefined, made };
}
