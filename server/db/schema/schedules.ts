import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { SchedulePayment, ScheduleRunOutcome } from "../../contracts/schedules";
import { accounts } from "./accounts";
import { createdAt, timestampTz, u64 } from "./columns";
import { transactions } from "./transactions";

/** Who a schedule's runs pay as: the key or member that last set what it pays or when (one of them set). */
export type ScheduleMaker = { keyId: string | null; memberId: string | null };

/**
 * A recurring payment: `payment` is made at every due time of `cron` read in `timezone`. `next_run_at` is the next
 * due time not yet claimed (null while paused or deleted); claiming moves it on in the same database transaction
 * that writes the run's row, so each due time is claimed once. `version` counts changes of what is paid or when;
 * `maker` is whoever last made one (or resumed it), so a run answers to that maker's policies and limits, not to
 * whoever first made the schedule.
 */
export const schedules = pgTable(
  "schedules",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    cron: text("cron").notNull(),
    timezone: text("timezone").notNull(),
    status: text("status").$type<"active" | "paused">().notNull(),
    payment: jsonb("payment").$type<SchedulePayment>().notNull(),
    /** The payment's size, kept beside it so a list never reads 10,000 recipients a schedule. */
    recipientCount: integer("recipient_count").notNull(),
    total: u64("total").notNull(),
    maker: jsonb("maker").$type<ScheduleMaker>().notNull(),
    nextRunAt: timestampTz("next_run_at"),
    skipNext: integer("skip_next").notNull().default(0),
    version: integer("version").notNull().default(1),
    /** Counts changes of the payment alone: schedule_payments keeps each, and a run names the one it pays. */
    paymentVersion: integer("payment_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [
    index("schedules_account_idx").on(t.accountId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index("schedules_due_idx").on(t.nextRunAt).where(sql`${t.nextRunAt} is not null`),
  ],
);

/**
 * Every payment a schedule has had, by its payment version: a run names the version it was claimed with, so an edit
 * after the due time pays from the next one, and a due time of an unchanged schedule stores no recipients again.
 */
export const schedulePayments = pgTable(
  "schedule_payments",
  {
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id),
    paymentVersion: integer("payment_version").notNull(),
    payment: jsonb("payment").$type<SchedulePayment>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.paymentVersion] })],
);

/**
 * One due time of a schedule (the primary key: a due time is run once, ever). The run takes the schedule's payment
 * version and maker when it is claimed, so an edit after the due time changes the next run, not this one. `quote_id` is
 * the quote the run pays with, chosen once; since a quote backs at most one transaction, a run retried after a crash
 * finds the transaction it made instead of making another.
 */
export const scheduleRuns = pgTable(
  "schedule_runs",
  {
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id),
    dueAt: timestampTz("due_at").notNull(),
    outcome: text("outcome").$type<"due" | ScheduleRunOutcome>().notNull(),
    scheduleVersion: integer("schedule_version").notNull(),
    paymentVersion: integer("payment_version").notNull(),
    maker: jsonb("maker").$type<ScheduleMaker>().notNull(),
    /** No foreign key: housekeeping deletes unused expired quotes, a refused run's among them. */
    quoteId: text("quote_id"),
    transactionId: text("transaction_id").references(() => transactions.id),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    createdAt: createdAt(),
    ranAt: timestampTz("ran_at"),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.dueAt] }),
    uniqueIndex("schedule_runs_transaction_idx").on(t.transactionId),
    index("schedule_runs_due_idx").on(t.createdAt).where(sql`${t.outcome} = 'due'`),
  ],
);
