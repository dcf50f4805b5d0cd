import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestampTz } from "./columns";

/** Events sent to the local executor (inngest.send() in embedded mode). Dedupe by id, as Inngest does. */
export const jobEvents = pgTable(
  "job_events",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ts: timestampTz("ts").notNull(),
    receivedAt: createdAt(),
    /** Set once runs were created for every function the event triggers. */
    fannedOutAt: timestampTz("fanned_out_at"),
  },
  (t) => [index("job_events_pending_idx").on(t.fannedOutAt, t.receivedAt)],
);

export type MemoizedStep = { type: "data"; data: unknown } | { type: "error"; error: Record<string, unknown> };

/** One run of one function for one event; its memoized steps make a resumed run skip finished work. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: text("id").primaryKey(),
    functionId: text("function_id").notNull(),
    /** The triggering event, or a cron tick ("cron:<iso time>"). */
    eventId: text("event_id").notNull(),
    event: jsonb("event").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<"queued" | "running" | "completed" | "failed">().notNull(),
    steps: jsonb("steps").$type<Record<string, MemoizedStep>>().notNull().default({}),
    /** Ids of the memoized steps in the order they finished (JSONB does not keep key order). */
    stack: jsonb("stack").$type<string[]>().notNull().default([]),
    /** Step ids planned to run next (parallel steps), with their attempt counters. */
    planned: jsonb("planned").$type<Record<string, number>>().notNull().default({}),
    /** Attempt of the function call itself (retries of errors outside steps). */
    attempt: integer("attempt").notNull().default(0),
    nextRunAt: timestampTz("next_run_at").notNull(),
    lockedUntil: timestampTz("locked_until"),
    lockedBy: text("locked_by"),
    /**
     * The run's group under its function's concurrency limit, evaluated from the event at fan-out: the key's
     * value, or '' for a limit without a key. Null: not limited.
     */
    concurrencyKey: text("concurrency_key"),
    /** How many runs of the group may hold a lease at once (set with concurrency_key). */
    concurrencyLimit: integer("concurrency_limit"),
    output: jsonb("output"),
    error: jsonb("error").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    finishedAt: timestampTz("finished_at"),
  },
  (t) => [
    uniqueIndex("job_runs_function_event_idx").on(t.functionId, t.eventId),
    index("job_runs_due_idx").on(t.status, t.nextRunAt),
    index("job_runs_concurrency_idx")
      .on(t.functionId, t.concurrencyKey, t.lockedUntil)
      .where(sql`${t.concurrencyKey} is not null`),
  ],
);
