import type { z } from "zod";
import { assets } from "../../assets";
import type { listBalanceEntriesQuery } from "../../contracts/private-balance";
import type { DbOrTx } from "../../db/client";
import { type BalanceEntryRow, findBalanceEntry, listBalanceEntries } from "../../db/queries/private-balance";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";

function entryView(row: BalanceEntryRow) {
  const { decimals } = assets[row.asset];
  return {
    entryId: row.id,
    type: row.type,
    asset: row.asset,
    amount: formatAmount(row.amount, decimals),
    balanceAfter: formatAmount(row.balanceAfter ?? 0n, decimals),
    createdAt: row.createdAt.toISOString(),
    transactionId: row.transactionId,
  };
}

/**
 * GET /v1/private-balance/entries: every movement of the account's `available`, newest first, after a cursor (the
 * last entry of the previous page), so pages stay stable while new entries arrive.
 */
export async function listBalanceEntriesOf(
  db: DbOrTx,
  accountId: string,
  query: z.infer<typeof listBalanceEntriesQuery>,
) {
  const after = query.startingAfter ? await findBalanceEntry(db, accountId, query.startingAfter) : undefined;
  if (query.startingAfter && !after) {
    throw new AppError("INVALID_REQUEST", "startingAfter names no entry of this account's private balance", {
      parameter: "startingAfter",
    });
  }
  const rows = await listBalanceEntries(db, accountId, { limit: query.limit, after });
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return { entries: page.map(entryView), hasMore, nextCursor: hasMore ? page[page.length - 1]!.id : null };
}
