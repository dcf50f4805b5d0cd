import { and, desc, eq, gt, gte, isNotNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { transactions, webhookDeliveries, webhooks } from "../schema";
import type { TransactionRow } from "./transactions";

export type Window = { accountId: string; from: Date; to: Date };

export type TransactionTotalsRow = {
  /** Which grouping the row belongs to: "volume" (per day and asset), "status" or "mode". */
  grouping: "volume" | "status" | "mode";
  day: string | null;
  asset: TransactionRow["inputAsset"] | null;
  status: TransactionRow["status"] | null;
  mode: TransactionRow["mode"] | null;
  count: number;
  /** Base units of completed transactions, as numeric text (sums can pass 2^64). */
  completedAmount: string | null;
  completedCount: number;
};

/**
 * The overview's figures: completed volume per UTC day and input asset, and counts by status and by mode. One
 * pass groups the window's rows by (day, asset, status, mode), a few thousand groups at most; grouping sets then
 * fold those groups, so each row costs one hash lookup (to_char or grouping sets on every row cost three times as
 * much, bench/dashboard.ts).
 */
export async function transactionTotals(db: DbOrTx, window: Window): Promise<TransactionTotalsRow[]> {
  const groups = db.$with("groups").as(
    db
      .select({
        day: sql<Date>`date_trunc('day', ${transactions.createdAt}, 'UTC')`.as("day"),
        asset: transactions.inputAsset,
        status: transactions.status,
        mode: transactions.mode,
        count: sql<number>`count(*)`.as("n"),
        amount: sql<string>`sum(${transactions.inputAmount})`.as("amount"),
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.accountId, window.accountId),
          // A payment request's unpaid deposit is no transaction of the account (schema/transactions.ts).
          eq(transactions.attempt, false),
          gte(transactions.createdAt, window.from),
          lt(transactions.createdAt, window.to),
        ),
      )
      .groupBy(sql`1, 2, 3, 4`),
  );
  const completed = sql`${groups.status} = 'completed'`;
  const rows = await db
    .with(groups)
    .select({
      grouping: sql<number>`grouping(${groups.day}, ${groups.asset}, ${groups.status}, ${groups.mode})`,
      day: sql<string | null>`to_char(${groups.day} at time zone 'UTC', 'YYYY-MM-DD')`,
      asset: groups.asset,
      status: groups.status,
      mode: groups.mode,
      count: sql<number>`sum(${groups.count})::int`,
      completedAmount: sql<string | null>`(sum(${groups.amount}) filter (where ${completed}))::text`,
      completedCount: sql<number>`coalesce(sum(${groups.count}) filter (where ${completed}), 0)::int`,
    })
    .from(groups)
    .groupBy(sql`grouping sets ((${groups.day}, ${groups.asset}), (${groups.status}), (${groups.mode}))`)
    .orderBy(groups.day, groups.asset);
  // grouping() sets a bit per column left out, first column highest: 0b0011 day+asset, 0b1101 status, 0b1110 mode.
  const groupingOf = { 3: "volume", 13: "status", 14: "mode" } as const;
  return rows.map(({ grouping, ...row }) => ({
    ...row,
    grouping: groupingOf[Number(grouping) as keyof typeof groupingOf],
  }));
}

/** Deliveries that failed for good, or are waiting for a retry after a failed attempt. */
const failing = or(
  eq(webhookDeliveries.status, "failed"),
  and(eq(webhookDeliveries.status, "pending"), gt(webhookDeliveries.attemptCount, 0)),
);

/** The account's webhooks that are disabled or have failing deliveries created in the window, worst first. */
export async function failingWebhooks(db: DbOrTx, window: Window, limit: number) {
  const failures = sql<number>`count(${webhookDeliveries.id})::int`;
  return db
    .select({
      webhookId: webhooks.id,
      url: webhooks.url,
      disabledAt: webhooks.disabledAt,
      failingDeliveries: failures,
      lastFailureAt: sql<Date | null>`max(${webhookDeliveries.updatedAt})`.mapWith(webhookDeliveries.updatedAt),
      lastStatusCode: sql<
        number | null
      >`(array_agg(${webhookDeliveries.lastStatusCode} order by ${webhookDeliveries.updatedAt} desc))[1]`,
    })
    .from(webhooks)
    .leftJoin(
      webhookDeliveries,
      and(
        eq(webhookDeliveries.webhookId, webhooks.id),
        gte(webhookDeliveries.createdAt, window.from),
        lt(webhookDeliveries.createdAt, window.to),
        failing,
      ),
    )
    .where(eq(webhooks.accountId, window.accountId))
    .groupBy(webhooks.id)
    .having(or(gt(failures, 0), isNotNull(webhooks.disabledAt)))
    .orderBy(desc(failures), webhooks.id)
    .limit(limit);
}
