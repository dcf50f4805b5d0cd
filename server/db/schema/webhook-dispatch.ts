import { bigint, boolean, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns";
import { webhooks } from "./webhooks";

/**
 * Who delivers a webhook's first attempts: at most one dispatcher run per webhook and generation. Publishing bumps
 * `kicks` and starts a new generation when none is active; a dispatcher stops only if no kick came since it last
 * looked for work, so a delivery published while it stops is never left behind.
 */
export const webhookDispatch = pgTable("webhook_dispatch", {
  webhookId: text("webhook_id")
    .primaryKey()
    .references(() => webhooks.id, { onDelete: "cascade" }),
  generation: bigint("generation", { mode: "number" }).notNull(),
  kicks: bigint("kicks", { mode: "number" }).notNull(),
  active: boolean("active").notNull(),
  /** Set at every round of the active dispatcher; an old one means it died and the sweep restarts it. */
  heartbeatAt: timestampTz("heartbeat_at").notNull().defaultNow(),
});
