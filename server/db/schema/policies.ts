import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { PolicyMatch } from "../../contracts/policies";
import { accounts } from "./accounts";
import { createdAt, timestampTz } from "./columns";
import { transactions } from "./transactions";

/**
 * An account's payment policies: which payments (`match`) are refused or wait for approvals. A deleted policy keeps
 * its row (`deleted_at`), so the approvals and audit events that name it still read.
 */
export const policies = pgTable(
  "policies",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    match: jsonb("match").$type<PolicyMatch>().notNull(),
    effect: text("effect").$type<"require_approval" | "refuse">().notNull(),
    /** Approvals a held payment needs; null for refuse. */
    approvals: integer("approvals"),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    deletedAt: timestampTz("deleted_at"),
  },
  (t) => [index("policies_account_idx").on(t.accountId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`)],
);

/** What the maker of a held payment is, every way it may try to approve itself (services/approvals). */
export type MakerIdentity = { keyId: string | null; memberId: string | null; identities: string[] };

/**
 * A payment a policy holds until `required` distinct approvers approve it (or one rejects it, or it expires at
 * `expires_at`). `required`, `policy_id` and `policy_name` are copied when it is made: editing or deleting the policy
 * later does not change what a waiting payment needs. A private payment's approval names its transaction (the
 * content is the transaction's row); a wallet payment's holds the content and its digest, and is used once
 * (`used_at`) by the prepare it releases. `approvals_count` moves only by a conditional update while `awaiting`.
 */
export const approvals = pgTable(
  "approvals",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    status: text("status").$type<"awaiting" | "approved" | "rejected" | "expired">().notNull(),
    mode: text("mode").$type<"wallet" | "private">().notNull(),
    transactionId: text("transaction_id").references(() => transactions.id),
    policyId: text("policy_id").notNull(),
    policyName: text("policy_name").notNull(),
    required: integer("required").notNull(),
    approvalsCount: integer("approvals_count").notNull().default(0),
    maker: jsonb("maker").$type<MakerIdentity>().notNull(),
    /** The payment as the policy saw it: type, sender, asset, recipients and amounts (decimal strings). */
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the content's canonical form: a wallet prepare with this approval must carry the same. */
    digest: text("digest").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    decidedAt: timestampTz("decided_at"),
    usedAt: timestampTz("used_at"),
    /** Wallet mode: the quote of the prepare that used it; create of that quote must carry the same content. */
    usedByQuoteId: text("used_by_quote_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("approvals_account_idx").on(t.accountId, t.createdAt, t.id),
    index("approvals_awaiting_idx").on(t.expiresAt).where(sql`${t.status} = 'awaiting'`),
    uniqueIndex("approvals_transaction_idx").on(t.transactionId),
    uniqueIndex("approvals_used_by_quote_idx").on(t.usedByQuoteId),
  ],
);

/** One decider's decision on an approval: a decider decides once (the primary key). */
export const approvalDecisions = pgTable(
  "approval_decisions",
  {
    approvalId: text("approval_id")
      .notNull()
      .references(() => approvals.id),
    /** Who decided, as a person where one is known (a member, or the member that made the key), else the key. */
    decider: text("decider").notNull(),
    decision: text("decision").$type<"approve" | "reject">().notNull(),
    reason: text("reason"),
    actor: jsonb("actor").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.decider] })],
);
