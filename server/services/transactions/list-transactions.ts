import type { z } from "zod";
import type { listTransactionsQuery } from "../../contracts/transactions";
import type { DbOrTx } from "../../db/client";
import { pageTransactions } from "../../db/queries/transactions";
import { transactionSummary } from "./transaction-view";

/** Newest first; `total` counts every match, so `hasMore` is exact. */
export async function listTransactions(db: DbOrTx, accountId: string, query: z.infer<typeof listTransactionsQuery>) {
  const { rows, total } = await pageTransactions(db, accountId, query);
  return {
    transactions: rows.map(transactionSummary),
    total,
    hasMore: query.offset + rows.length < total,
  };
}
