import { index, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz } from "./columns";

export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    /** whsec_ secret, encrypted with APP_SECRET (AES-256-GCM). */
    secretEncrypted: text("secret_encrypted").notNull(),
    /** The secret before the last rotation, valid until previousSecretExpiresAt. */
    previousSecretEncrypted: text("previous_secret_encrypted"),
    previousSecretExpiresAt: timestampTz("previous_secret_expires_at"),
    disabledAt: timestampTz("disabled_at"),
    disabledReason: text("disabled_reason"),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhooks_account_idx").on(t.accountId)],
);
