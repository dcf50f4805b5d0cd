import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { webhooks } from "../schema";
import { executedRows } from "./executed-rows";

export type FailingWebhook = { id: string; accountId: string; url: string; failingSince: Date };

/**
 * Enabled webhooks whose every attempt since their last 2xx (or ever, without one) failed, the first of those
 * failures at or before `cutoff`. Attempts are kept 30 days (services/housekeeping/sweep-expired.ts): enough.
 */
export async function webhooksFailingSince(db: DbOrTx, cutoff: Date, limit: number): Promise<FailingWebhook[]> {
  const result = await db.execute(sql`
    with last_ok as (
      select d.webhook_id, max(a.started_at) as at
      from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
      where a.status_code between 200 and 299
      group by d.webhook_id
    )
    select w.id, w.account_id, w.url, min(a.started_at) as failing_since
    from webhooks w
    join webhook_deliveries d on d.webhook_id = w.id
    join webhook_attempts a on a.delivery_id = d.id
    left join last_ok l on l.webhook_id = w.id
    where w.disabled_at is null and (l.at is null or a.started_at > l.at)
    group by w.id, w.account_id, w.url
    having min(a.started_at) <= ${cutoff.toISOString()}::timestamptz
    order by w.id
    limit ${limit}`);
  const rows = executedRows<{ id: string; account_id: string; url: string; failing_since: string | Date }>(result);
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, url: r.url, failingSince: new Date(r.failing_since) }));
}

/** Disables the webhook unless someone did already (only the first caller records why and sends the event). */
export async function disableIfEnabled(db: DbOrTx, webhookId: string, at: Date, reason: string): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ disabledAt: at, disabledReason: reason, updatedAt: at })
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.disabledAt)))
    .returning({ id: webhooks.id });
  return rows.length === 1;
}
