import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz } from "./columns";

/** The outbox: written in the same database transaction as the status change it reports. */
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    type: text("type").notNull(),
    transactionId: text("transaction_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the event was handed to the background executor; null means the sweep must send it. */
    publishedAt: timestampTz("published_at"),
  },
  (t) => [
    index("events_unpublished_idx").on(t.publishedAt, t.createdAt),
    index("events_account_idx").on(t.accountId),
    // A transaction's timeline and its webhook deliveries.
    index("events_transaction_idx").on(t.transactionId, t.createdAt).where(sql`transaction_id is not null`),
  ],
);

/**
 * The outbox's other half: background work a use case asked for (follow a transaction on chain, retry a webhook
 * delivery), written in the same database transaction as the change that calls for it, and handed to the
 * executor after commit. The id is the executor event's id, so handing it over twice starts one run.
 */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    publishedAt: timestampTz("published_at"),
  },
  (t) => [index("outbox_jobs_unpublished_idx").on(t.publishedAt, t.createdAt)],
);
