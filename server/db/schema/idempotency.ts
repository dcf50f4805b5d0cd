import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, timestampTz } from "./columns";

export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    accountId: text("account_id").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is a conflict. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
