import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestampTz } from "./columns";

/**
 * Sign In With Solana challenges: the exact message issued (its hash), for which address and domain, single use.
 * Only the nonce's hash is kept, so a database reader cannot finish someone's sign-in.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    nonceHash: text("nonce_hash").primaryKey(),
    address: text("address").notNull(),
    domain: text("domain").notNull(),
    messageHash: text("message_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    usedAt: timestampTz("used_at"),
  },
  (t) => [index("sign_in_challenges_expires_idx").on(t.expiresAt)],
);
