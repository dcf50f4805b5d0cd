import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestampTz } from "./columns";

export const permissionEnum = pgEnum("permission", ["read", "write", "admin"]);
export const tierEnum = pgEnum("tier", ["free", "pro", "enterprise"]);
export const accountStatusEnum = pgEnum("account_status", ["active", "suspended"]);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The rate-limit tier, set by the operator (API or npm run keys): every key of the account shares its limits. */
    tier: tierEnum("tier").notNull().default("free"),
    /** The account made at the first start, which runs the deployment and manages the customer accounts. */
    isOperator: boolean("is_operator").notNull().default(false),
    /** A suspended account's keys and sessions are refused; its money in flight still completes. */
    status: accountStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounts_one_operator_idx").on(t.isOperator).where(sql`${t.isOperator}`),
    index("accounts_created_idx").on(t.createdAt, t.id),
  ],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    name: text("name").notNull(),
    /** SHA-256 of the full key, hex. The key itself is never stored. */
    hash: text("hash").notNull().unique(),
    /** What the dashboard shows: "psk_test_AbCd…". */
    displayPrefix: text("display_prefix").notNull(),
    permission: permissionEnum("permission").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampTz("last_used_at"),
    revokedAt: timestampTz("revoked_at"),
    /** Set when the key was rotated: it keeps working until then. */
    expiresAt: timestampTz("expires_at"),
    rotatedToId: text("rotated_to_id"),
    /** The member whose session made the key, if one did: the member's spending limits cover its keys too. */
    createdByMemberId: text("created_by_member_id"),
    /**
     * Whose spending limits and day's counters the key uses: the key it was rotated from (its first one), else null
     * for its own. A rotation then neither drops a key's limits nor starts its day afresh.
     */
    spendingSubjectId: text("spending_subject_id"),
  },
  (t) => [index("api_keys_account_idx").on(t.accountId)],
);

export const memberRoleEnum = pgEnum("member_role", ["viewer", "developer", "admin"]);
export const memberStatusEnum = pgEnum("member_status", ["invited", "active"]);

/**
 * People of an account, each known by a wallet address they sign in with. An admin's add is an invitation
 * (`invited`, until `expires_at`); the wallet becomes an `active` member when it signs in accepting it. Invitations
 * claim nothing: several accounts may invite one wallet, and a wallet may be a member of several accounts, choosing
 * one at sign-in. A live address appears once per account (the partial unique index). A removed member or revoked
 * invitation keeps its row (the audit log names it) with `removed_at` set.
 */
export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    address: text("address").notNull(),
    role: memberRoleEnum("role").notNull(),
    status: memberStatusEnum("status").notNull().default("active"),
    /** When an invitation lapses unaccepted; null once the member joined. */
    expiresAt: timestampTz("expires_at"),
    createdAt: createdAt(),
    removedAt: timestampTz("removed_at"),
  },
  (t) => [
    uniqueIndex("members_account_address_idx").on(t.accountId, t.address).where(sql`${t.removedAt} is null`),
    index("members_address_idx").on(t.address).where(sql`${t.removedAt} is null`),
    index("members_account_idx").on(t.accountId, t.createdAt, t.id),
  ],
);

/** A dashboard session: opened with an API key or by a member signing in with a wallet, exactly one of the two. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the cookie value. */
    hash: text("hash").notNull().unique(),
    apiKeyId: text("api_key_id").references(() => apiKeys.id),
    memberId: text("member_id").references(() => members.id),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [
    check("sessions_one_principal", sql`(${t.apiKeyId} is null) <> (${t.memberId} is null)`),
    index("sessions_member_idx").on(t.memberId),
  ],
);

/** One-time dashboard sign-in links (the start banner's): single use, short-lived, only a hash kept. */
export const signInLinks = pgTable("sign_in_links", {
  /** SHA-256 of the link's token. */
  hash: text("hash").primaryKey(),
  apiKeyId: text("api_key_id")
    .notNull()
    .references(() => apiKeys.id),
  createdAt: createdAt(),
  expiresAt: timestampTz("expires_at").notNull(),
  usedAt: timestampTz("used_at"),
});
