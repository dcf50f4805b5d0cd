import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, timestampTz } from "./columns";

export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    accountId: text("account_id").notNull(),
    key: text("key").notNull(),
    /**
     * Who made the request (`api_key:<id>` or `member:<id>`): each principal of an account has keys of its own, so
     * only its maker is answered from the record. "" on records made before it was kept, which answer nobody and
     * hold their key for the whole account until they expire (server/http/idempotency.ts).
     */
    principal: text("principal").notNull().default(""),
    /** SHA-256 of method, path and body: the same key with another request is a conflict. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.principal, t.key] })],
);
