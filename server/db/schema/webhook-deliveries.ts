import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz } from "./columns";
import { events } from "./events";
import { webhooks } from "./webhooks";

/** One event for one webhook: delivered once, or given up after the retry schedule. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id),
    eventType: text("event_type").notNull(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull(),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestampTz("next_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    /** The dispatcher round that owns the first attempt (`<run id>:<round>.<lane>`); null until one claims it. */
    claimedBy: text("claimed_by"),
    createdAt: createdAt(),
    deliveredAt: timestampTz("delivered_at"),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_webhook_event_idx").on(t.webhookId, t.eventId),
    index("webhook_deliveries_webhook_created_idx").on(t.webhookId, t.createdAt),
    index("webhook_deliveries_unclaimed_idx")
      .on(t.webhookId, t.createdAt)
      .where(sql`claimed_by is null and status = 'pending'`),
    index("webhook_deliveries_claimed_by_idx").on(t.claimedBy),
    // The deliveries of one transaction's events (its detail page).
    index("webhook_deliveries_event_idx").on(t.eventId),
  ],
);

/** Every HTTP attempt of a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    manual: integer("manual").notNull().default(0),
    startedAt: timestampTz("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    statusCode: integer("status_code"),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    nextRetryAt: timestampTz("next_retry_at"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);
