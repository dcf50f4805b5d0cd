import { sql } from "drizzle-orm";
import type { AssetSymbol } from "../../assets";
import { legStatus, stage } from "../../contracts/private-lifecycle";
import type { DbOrTx } from "../client";
import { executedRows } from "./executed-rows";

/**
 * One payout a receipt counts the crowd of: a recipient's amount, and when it is (or would be) paid. `balanceCovers`
 * is what a balance must hold to count among its senders: the amount, or for an estimate that amount rounded up
 * (privacy-receipt.ts, coarseAmount).
 */
export type CrowdPoint = { amount: bigint; paidAt: Date; balanceCovers?: bigint };

/** The crowd of one payout: who else could have paid it. */
export type Crowd = CrowdPoint & { deposits: number; toppedUpAccounts: number };

export type CrowdWindow = {
  asset: AssetSymbol;
  /** The account the payment is of: its own top-ups are not counted among the others. */
  accountId: string;
  /** The payment itself, once created: its own deposit is not counted among the others. */
  transactionId?: string;
  /** A deposit can be paid out this long after it landed, at the most (longest delay plus the hold). */
  longestWaitSeconds: number;
  /** ...and this long at the least (the shortest delay). */
  shortestWaitSeconds: number;
};

/**
 * For each payout, what a chain observer cannot rule out as its source, beside the payment itself (docs/privacy.md, "The privacy receipt"):
 * - deposit-funded payments of the asset whose deposit landed inside its delay window and could pay its amount, by
 *   the public fee schedule: a send's deposit pays exactly one amount (an observer reads it back from the deposit),
 *   a payroll's any amount up to its total. Only a deposit that was whole and routed, and not sent back: one still
 *   waiting for the rest (a part, dust), expired, or refused before any leg was paid goes back, and paid no one;
 * - other accounts whose top-ups of the asset, credited before the window closed (the earliest point's, for all),
 *   add up to at least the amount (a balance can pay it). A top-up's deposit in the window is not counted again as a deposit: its sender is that
 *   account, counted here when its top-ups can pay the amount.
 * One statement for every point, each count on an index (transactions_deposit_window_idx, transactions_completed_type_idx).
 */
export async function crowdsOf(db: DbOrTx, window: CrowdWindow, points: CrowdPoint[]): Promise<Crowd[]> {
  if (points.length === 0) return [];
  const values = sql.join(
    points.map(
      (p, i) =>
        sql`(${i}::int, ${p.amount.toString()}::numeric, ${p.paidAt.toISOString()}::timestamptz, ${(p.balanceCovers ?? p.amount).toString()}::numeric)`,
    ),
    sql`, `,
  );
  const longest = `${window.longestWaitSeconds} seconds`;
  const shortest = `${window.shortestWaitSeconds} seconds`;
  // The balances as of the earliest point's window: summed once for every point (each point summing every top-up of
  // the asset again made a payroll's receipt cost its amounts times the top-ups, on every read while in flight).
  const earliest = Math.min(...points.map((p) => p.paidAt.getTime())) - window.shortestWaitSeconds * 1000;
  const result = await db.execute(sql`
    with totals as materialized (
      select sum(t.output_amount) as total from transactions t
      where t.type = 'top_up' and t.status = 'completed' and t.deposit_asset = ${window.asset}
        and t.completed_at <= ${new Date(earliest).toISOString()}::timestamptz and t.account_id <> ${window.accountId}
      group by t.account_id)
    select p.i as "i",
      (select count(*) from transactions t
        where t.mode = 'private' and t.deposit_detected_at is not null
          and t.deposit_asset = ${window.asset} and t.output_asset = ${window.asset}
          and t.deposit_detected_at >= p.paid_at - ${longest}::interval
          and t.deposit_detected_at <= p.paid_at - ${shortest}::interval
          and t.id <> ${window.transactionId ?? ""}
          and (t.stage in (${stage.routing}, ${stage.payingOut}, ${stage.completed})
            or (t.stage = ${stage.failed} and exists (select 1 from transaction_recipients r
              where r.transaction_id = t.id
                and r.status in (${legStatus.sent}, ${legStatus.confirmed}, ${legStatus.completed}))))
          and ((t.type = 'send' and t.output_amount = p.amount)
            or (t.type = 'payroll' and t.output_amount >= p.amount)))::int as "deposits",
      (select count(*) from totals where totals.total >= p.balance_covers)::int as "toppedUpAccounts"
    from (values ${values}) as p(i, amount, paid_at, balance_covers)
    order by p.i`);
  return executedRows<{ i: number; deposits: number; toppedUpAccounts: number }>(result).map((row) => ({
    ...points[Number(row.i)]!,
    deposits: Number(row.deposits),
    toppedUpAccounts: Number(row.toppedUpAccounts),
  }));
}

/**
 * A transaction's payouts as crowd points: each distinct amount of its legs, at the earliest due time among them
 * (null until scheduled), the largest `limit` amounts (a larger amount has the smaller crowd of balances).
 */
export async function legPointsOf(
  db: DbOrTx,
  transactionId: string,
  limit: number,
): Promise<{ amount: bigint; dueAt: Date | null }[]> {
  const result = await db.execute(sql`
    select amount::text as "amount", min(due_at) as "dueAt" from transaction_recipients
    where transaction_id = ${transactionId}
    group by amount order by amount desc limit ${limit}`);
  return executedRows<{ amount: string; dueAt: string | Date | null }>(result).map((r) => ({
    amount: BigInt(r.amount),
    dueAt: r.dueAt === null ? null : new Date(r.dueAt),
  }));
}
