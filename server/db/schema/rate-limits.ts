import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Request counters of the rate limits, one row per key and window (server/http/shared-counters.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true, mode: "date" }),
});
