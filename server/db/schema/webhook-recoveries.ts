import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz } from "./columns";
import { webhooks } from "./webhooks";

/**
 * A re-send of every event of a window to one webhook, asked for through the API, with its progress. The run
 * (services/webhooks/recovery-page.ts) walks the window's events in pages, oldest first, after `cursor`.
 */
export const webhookRecoveries = pgTable(
  "webhook_recoveries",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    since: timestampTz("since").notNull(),
    until: timestampTz("until").notNull(),
    status: text("status").$type<"running" | "completed" | "failed">().notNull(),
    /** Events of the window the webhook subscribes to, counted when the recovery was asked for. */
    total: integer("total").notNull(),
    /** Events sent (first attempt made) so far. */
    sent: integer("sent").notNull().default(0),
    /** Of those, delivered at the first attempt; the others are retried on the usual schedule. */
    delivered: integer("delivered").notNull().default(0),
    /** Events already on their way (a delivery still pending) when the run reached them: not sent twice. */
    skipped: integer("skipped").notNull().default(0),
    /** The last event handed over, as `<created_at ISO>|<event id>`; null before the first page. */
    cursor: text("cursor"),
    createdAt: createdAt(),
    completedAt: timestampTz("completed_at"),
  },
  (t) => [index("webhook_recoveries_webhook_idx").on(t.webhookId, t.createdAt)],
);
