import { index, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const auditOutcomeEnum = pgEnum("audit_outcome", ["succeeded", "failed"]);

/**
 * One row per state-changing call, written in the same database transaction as the change: nothing changes without
 * its event and no event tells of a change that did not happen. Rows are only inserted, and deleted by retention.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    /** Whose log it is in; an operator's action on a customer is written to both accounts. */
    accountId: text("account_id").notNull(),
    /** "api_key" or "member"; with the id and the label (key name or wallet address) as they were then. */
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id").notNull(),
    actorLabel: text("actor_label").notNull(),
    /** What was done, as `object.verb`: "api_key.created", "member.removed", "session.sign_in_failed", ... */
    action: text("action").notNull(),
    objectType: text("object_type"),
    objectId: text("object_id"),
    requestId: text("request_id"),
    clientAddress: text("client_address"),
    outcome: auditOutcomeEnum("outcome").notNull(),
    /** Small, action-specific facts (a new role, the tier set); never a secret. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_account_time_idx").on(t.accountId, t.createdAt, t.id),
    index("audit_events_time_idx").on(t.createdAt),
  ],
);
