import { and, count, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { transactions } from "../schema";
import type { TransactionRow } from "./transactions";

export type TransactionFilter = {
  status?: TransactionRow["status"];
  type?: TransactionRow["type"];
  mode?: TransactionRow["mode"];
  asset?: TransactionRow["inputAsset"];
  from?: Date;
  to?: Date;
  /** A transaction id, a signature (of the transaction or one of its legs) or a recipient address. */
  q?: string;
  /** "attempts": payment requests' unpaid deposits too (left out otherwise, schema/transactions.ts). */
  include?: "attempts";
};

/**
 * The search as a set of ids, each branch answered by an index (primary key, signature, recipient address, leg
 * signature), so the planner joins a handful of ids instead of testing every transaction of the account.
 */
function matchesSearch(q: string): SQL {
  return sql`${transactions.id} in (
    select ${q}::text
    union all select s.id from transactions s where s.signature = ${q}
    union all select r.transaction_id from transaction_recipients r where r.address = ${q} or r.signature = ${q}
  )`;
}

function filterWhere(accountId: string, filter: TransactionFilter): SQL | undefined {
  return and(
    eq(transactions.accountId, accountId),
    filter.include === "attempts" ? undefined : eq(transactions.attempt, false),
    filter.status ? eq(transactions.status, filter.status) : undefined,
    filter.type ? eq(transactions.type, filter.type) : undefined,
    filter.mode ? eq(transactions.mode, filter.mode) : undefined,
    filter.asset
      ? or(eq(transactions.inputAsset, filter.asset), eq(transactions.outputAsset, filter.asset))
      : undefined,
    filter.from ? gte(transactions.createdAt, filter.from) : undefined,
    filter.to ? lt(transactions.createdAt, filter.to) : undefined,
    filter.q ? matchesSearch(filter.q) : undefined,
  );
}

/** Rows after the cursor's row in the list's order (newest first), compared at the database's full precision. */
function after(cursorId: string): SQL {
  return sql`(${transactions.createdAt}, ${transactions.id}) < (select c.created_at, c.id from transactions c where c.id = ${cursorId})`;
}

/**
 * A page of the account's transactions matching `filter`, newest first, by offset or after a cursor row (which
 * the caller checked is the account's). One row more than asked tells whether more follow; `total` counts every
 * match, whatever the page.
 */
export async function searchTransactions(
  db: DbOrTx,
  accountId: string,
  filter: TransactionFilter,
  page: { limit: number; offset: number; startingAfter?: string },
): Promise<{ rows: TransactionRow[]; hasMore: boolean; total: number }> {
  const where = filterWhere(accountId, filter);
  // Side by side: on PostgreSQL each query gets a connection of its own (PGlite runs them one after the other).
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(page.startingAfter ? and(where, after(page.startingAfter)) : where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(page.limit + 1)
      .offset(page.offset),
    db.select({ n: count() }).from(transactions).where(where),
  ]);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit, total: totals?.n ?? 0 };
}
