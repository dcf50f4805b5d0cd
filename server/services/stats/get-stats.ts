import type { z } from "zod";
import { assets } from "../../assets";
import type { Principal } from "../../auth/principal";
import { tierLimits } from "../../auth/tiers";
import { monthlyCounterKey, monthWindow } from "../../auth/usage-windows";
import type { Stats, statsQuery } from "../../contracts/stats";
import type { DbOrTx } from "../../db/client";
import { failingWebhooks, type TransactionTotalsRow, transactionTotals } from "../../db/queries/stats";
import { readCounter } from "../../db/queries/usage-counters";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";

const day = 24 * 3600 * 1000;
const defaultWindowDays = 30;
/** The longest window: a year of days, so the volume series stays a few thousand points at most. */
const maxWindowDays = 366;
const maxFailingWebhooks = 20;

function windowOf(query: z.infer<typeof statsQuery>, now: number): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : new Date(now);
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - defaultWindowDays * day);
  if (to.getTime() - from.getTime() > maxWindowDays * day) {
    throw new AppError("INVALID_REQUEST", `The window is at most ${maxWindowDays} days`, {
      from: from.toISOString(),
      to: to.toISOString(),
    });
  }
  return { from, to };
}

function volumeOf(rows: TransactionTotalsRow[]): Stats["volume"] {
  return rows
    .filter((r) => r.grouping === "volume" && r.completedCount > 0 && r.day && r.asset)
    .map((r) => ({
      date: r.day!,
      asset: r.asset!,
      amount: formatAmount(BigInt(r.completedAmount ?? "0"), assets[r.asset!].decimals),
      count: r.completedCount,
    }));
}

function countsBy<K extends "status" | "mode">(rows: TransactionTotalsRow[], key: K) {
  return rows
    .filter((r) => r.grouping === key && r[key] !== null)
    .map((r) => ({ key: r[key] as NonNullable<TransactionTotalsRow[K]>, count: r.count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The overview: volume, counts and success rate of the window, failing webhooks, and this month's usage. */
export async function getStats(db: DbOrTx, principal: Principal, query: z.infer<typeof statsQuery>): Promise<Stats> {
  const now = Date.now();
  const { from, to } = windowOf(query, now);
  const window = { accountId: principal.accountId, from, to };
  const month = monthWindow(now);
  const [totals, webhooks, used] = await Promise.all([
    transactionTotals(db, window),
    failingWebhooks(db, window, maxFailingWebhooks),
    readCounter(db, monthlyCounterKey(principal.accountId, month)),
  ]);
  const byStatus = countsBy(totals, "status");
  const countOf = (status: string) => byStatus.find((s) => s.key === status)?.count ?? 0;
  const finished = countOf("completed") + countOf("failed");
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    volume: volumeOf(totals),
    byStatus,
    byMode: countsBy(totals, "mode"),
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    successRate: finished === 0 ? null : countOf("completed") / finished,
    failingWebhooks: webhooks.map((w) => ({
      webhookId: w.webhookId,
      url: w.url,
      enabled: w.disabledAt === null,
      failingDeliveries: w.failingDeliveries,
      lastFailureAt: w.lastFailureAt?.toISOString() ?? null,
      lastStatusCode: w.lastStatusCode,
    })),
    usage: {
      tier: principal.tier,
      used,
      limit: tierLimits[principal.tier].perMonth,
      resetsAt: new Date(month.resetAt * 1000).toISOString(),
    },
  };
}
