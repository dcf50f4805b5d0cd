import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, max, min, notInArray, or, sql } from "drizzle-orm";
import { bigint, integer, pgSchema } from "drizzle-orm/pg-core";
import { depositAccountState, stage } from "../../contracts/private-lifecycle";
import type { DbOrTx } from "../client";
import {
  backgroundLoops,
  depositAccounts,
  events,
  jobRuns,
  outboxJobs,
  transactionRecipients,
  transactions,
  webhookDeliveries,
  webhooks,
} from "../schema";
import type { LoopName } from "./background-loops";

/**
 * The state an operator watches (GET /metrics, /api/ready), one cheap query each: every one reads through an index
 * or the rows of work in progress only, never the history.
 */

/** Deposit accounts the watcher reads every round. */
export async function countWatchedDeposits(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositAccounts)
    .where(eq(depositAccounts.state, depositAccountState.watching));
  return row?.n ?? 0;
}

/** A loop's last heartbeat (the start of its latest round) and whether a generation is active. */
export async function loopHeartbeat(db: DbOrTx, name: LoopName) {
  const [row] = await db
    .select({ active: backgroundLoops.active, heartbeatAt: backgroundLoops.heartbeatAt })
    .from(backgroundLoops)
    .where(eq(backgroundLoops.name, name));
  return row;
}

/** Outbox rows committed and not yet published. */
export async function countOutboxBacklog(db: DbOrTx): Promise<number> {
  const [unpublishedEvents] = await db.select({ n: count() }).from(events).where(isNull(events.publishedAt));
  const [unpublishedJobs] = await db.select({ n: count() }).from(outboxJobs).where(isNull(outboxJobs.publishedAt));
  return (unpublishedEvents?.n ?? 0) + (unpublishedJobs?.n ?? 0);
}

/** Runs due now that no executor holds (what claimDueRun would take), and when the oldest fell due. */
export async function runnableJobs(db: DbOrTx, now: Date): Promise<{ runnable: number; oldestDueAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(jobRuns.nextRunAt) })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.status, ["queued", "running"]),
        lte(jobRuns.nextRunAt, now),
        or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, now)),
      ),
    );
  return { runnable: row?.n ?? 0, oldestDueAt: row?.oldest ?? null };
}

export type PrivateLegState = typeof stage.awaitingDeposit | "awaiting_backlog" | "scheduled" | "paying";

// Inlined, not a parameter: the select and the GROUP BY must be the same expression, and parameters differ by number.
const awaitingDeposit = sql.raw(`'${stage.awaitingDeposit}'`);

/** Unpaid legs of private transactions in progress, by where they are. */
export async function countPrivateLegs(db: DbOrTx): Promise<{ state: PrivateLegState; n: number }[]> {
  const state = sql<PrivateLegState>`case
    when ${transactionRecipients.payoutKey} is not null then 'paying'
    when ${transactionRecipients.awaitsBacklog} then 'awaiting_backlog'
    when ${transactionRecipients.dueAt} is not null then 'scheduled'
    else ${awaitingDeposit} end`;
  return db
    .select({ state, n: count() })
    .from(transactionRecipients)
    .innerJoin(transactions, eq(transactions.id, transactionRecipients.transactionId))
    .where(
      and(
        eq(transactions.status, "processing"),
        eq(transactions.mode, "private"),
        notInArray(transactionRecipients.status, ["completed", "failed"]),
      ),
    )
    .groupBy(state);
}

/** When the leg that has waited longest since it fell due (not yet in a payout) fell due. */
export async function oldestDueLeg(db: DbOrTx, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ oldest: min(transactionRecipients.dueAt) })
    .from(transactionRecipients)
    .where(
      and(
        isNull(transactionRecipients.payoutKey),
        isNotNull(transactionRecipients.dueAt),
        lte(transactionRecipients.dueAt, now),
        eq(transactionRecipients.status, "pending"),
      ),
    );
  return row?.oldest ?? null;
}

/** Deliveries are retried for about a day (WEBHOOK_RETRY_SCHEDULE): older ones have ended, so are not read. */
const retryWindowHours = 36;

/**
 * Enabled webhooks with a delivery attempted and still pending an hour or more after its event: each reads its own
 * recent deliveries through (webhook_id, created_at).
 */
export async function countFailingWebhooks(db: DbOrTx, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const windowStart = new Date(now.getTime() - retryWindowHours * 3600_000);
  const failing = db
    .select({ one: sql`1` })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhooks.id),
        gt(webhookDeliveries.createdAt, windowStart),
        lt(webhookDeliveries.createdAt, hourAgo),
        eq(webhookDeliveries.status, "pending"),
        gt(webhookDeliveries.attemptCount, 0),
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(webhooks)
    .where(and(isNull(webhooks.disabledAt), sql`exists (${failing})`));
  return row?.n ?? 0;
}

/** Drizzle's own record of the migrations applied (drizzle-orm's migrator writes it; not part of our schema). */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  id: integer("id"),
  createdAt: bigint("created_at", { mode: "number" }),
});

/** When the newest migration applied was made (its journal time), or null when none was. */
export async function newestAppliedMigration(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  return row?.newest ?? null;
}
