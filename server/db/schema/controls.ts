import { sql } from "drizzle-orm";
import { date, index, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz, u64 } from "./columns";

/**
 * An account's address book. A new entry (or one whose address changed) is active only from `active_at`, the
 * cooldown after it was written; `activated_at` is set once its activation was audited. A live address appears once
 * per account (the partial unique index); a deleted entry keeps its row with `deleted_at` set, so the audit log's
 * references stay readable.
 */
export const counterparties = pgTable(
  "counterparties",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    address: text("address").notNull(),
    note: text("note"),
    activeAt: timestampTz("active_at").notNull(),
    activatedAt: timestampTz("activated_at"),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [
    uniqueIndex("counterparties_account_address_idx").on(t.accountId, t.address).where(sql`${t.deletedAt} is null`),
    index("counterparties_account_idx").on(t.accountId, t.createdAt, t.id),
  ],
);

export const spendingSubjectEnum = pgEnum("spending_subject", ["api_key", "member"]);

/** A key's or a member's most per UTC day of one asset, in base units of what the recipients are paid. */
export const spendingLimits = pgTable(
  "spending_limits",
  {
    subjectId: text("subject_id").notNull(),
    subjectType: spendingSubjectEnum("subject_type").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    asset: text("asset").notNull(),
    perDay: u64("per_day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.asset] })],
);

/**
 * What a key or member spent of an asset on one UTC day: raised only by a conditional UPDATE whose WHERE clause
 * holds the limit, so two racing payments cannot both take the last unit (services/spending-limits/charge.ts).
 */
export const spendingCounters = pgTable(
  "spending_counters",
  {
    subjectId: text("subject_id").notNull(),
    asset: text("asset").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    spent: u64("spent").notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.asset, t.day] })],
);

/**
 * One payment's charge against one subject, by its quote (a quote pays once): preparing the same payment again, or
 * creating it after preparing it, charges nothing more.
 */
export const spendingCharges = pgTable(
  "spending_charges",
  {
    quoteId: text("quote_id").notNull(),
    subjectId: text("subject_id").notNull(),
    asset: text("asset").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    amount: u64("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.subjectId] }), index("spending_charges_created_idx").on(t.createdAt)],
);
