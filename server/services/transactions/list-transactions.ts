import type { z } from "zod";
import type { listTransactionsQuery } from "../../contracts/transactions";
import type { DbOrTx } from "../../db/client";
import { searchTransactions } from "../../db/queries/transaction-search";
import { findTransaction } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { transactionSummary } from "./transaction-view";

type ListQuery = z.infer<typeof listTransactionsQuery>;

const instant = (text: string | undefined) => (text === undefined ? undefined : new Date(text));

/** Newest first, filtered and searched; by offset or after a cursor; `total` counts every match. */
export async function listTransactions(db: DbOrTx, accountId: string, query: ListQuery) {
  const { limit, offset, startingAfter, from, to, ...filter } = query;
  if (startingAfter && !(await findTransaction(db, accountId, startingAfter))) {
    throw new AppError("INVALID_REQUEST", `startingAfter names no transaction of this account: ${startingAfter}`, {
      parameter: "startingAfter",
    });
  }
  const page = await searchTransactions(
    db,
    accountId,
    { ...filter, from: instant(from), to: instant(to) },
    { limit, offset, startingAfter },
  );
  return { transactions: page.rows.map(transactionSummary), total: page.total, hasMore: page.hasMore };
}
