import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { accounts, apiKeys, members } from "./accounts";
import { createdAt, timestampTz, u64 } from "./columns";
import { assetEnum, modeEnum } from "./quotes";
import { transactions } from "./transactions";

export const paymentRequestStatusEnum = pgEnum("payment_request_status", ["open", "paid", "expired", "cancelled"]);

/** Why a ledger transaction carrying a request's reference did not pay it (the last one seen). */
export type PaymentRejection = { signature: string; reason: string; message: string; at: string };

/** What a business asks an end user to pay (checkout): paid at most once, by a wallet or a private deposit. */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    /** Who created it, a key or a member (one of the two): the transaction that pays it is recorded under them. */
    apiKeyId: text("api_key_id").references(() => apiKeys.id),
    memberId: text("member_id").references(() => members.id),
    status: paymentRequestStatusEnum("status").notNull(),
    mode: modeEnum("mode").notNull(),
    asset: assetEnum("asset").notNull(),
    amount: u64("amount").notNull(),
    recipient: text("recipient").notNull(),
    label: text("label"),
    message: text("message"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    /** A public key no one holds: every payment transaction names it, so the ledger finds them by it. */
    reference: text("reference").notNull().unique(),
    expiresAt: timestampTz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    paidAt: timestampTz("paid_at"),
    payer: text("payer"),
    signature: text("signature"),
    /**
     * Private mode: the deposit whose routing the request is held for. The first deposit to start routing takes it
     * (the watcher's conditional update, queries/payment-requests.ts); another that arrives then is refunded, so
     * one request is never paid twice by two payers' deposits.
     */
    routingTransactionId: text("routing_transaction_id"),
    /**
     * Wallet mode: the payment seen at confirmed, recorded as a wallet send and followed until it is final. The
     * request is paid when that send completes and taken again when it fails; meanwhile it takes no other payment
     * and neither expires nor is cancelled under it.
     */
    payingTransactionId: text("paying_transaction_id")
      .unique()
      .references(() => transactions.id),
    transactionId: text("transaction_id")
      .unique()
      .references(() => transactions.id),
    cancelledAt: timestampTz("cancelled_at"),
    expiredAt: timestampTz("expired_at"),
    /** Transaction requests answered in the current minute (the per-request bound of POST /api/pay/{id}). */
    answersWindowStart: timestampTz("answers_window_start"),
    answersInWindow: integer("answers_in_window").notNull().default(0),
    /** The watcher's last look at the reference: the least recently looked at go first. */
    checkedAt: timestampTz("checked_at"),
    /** Signatures carrying the reference that were checked and do not pay it, newest last (bounded). */
    rejectedSignatures: jsonb("rejected_signatures").$type<string[]>().notNull().default([]),
    lastRejection: jsonb("last_rejection").$type<PaymentRejection>(),
  },
  (t) => [
    index("payment_requests_account_created_idx").on(t.accountId, t.createdAt, t.id),
    index("payment_requests_open_checked_idx").on(t.checkedAt).where(sql`status = 'open'`),
    index("payment_requests_open_expiry_idx").on(t.expiresAt).where(sql`status = 'open'`),
  ],
);

/** Private mode: the private transaction (its deposit address) handed to one payer of a request. */
export const paymentRequestDeposits = pgTable(
  "payment_request_deposits",
  {
    transactionId: text("transaction_id")
      .primaryKey()
      .references(() => transactions.id),
    paymentRequestId: text("payment_request_id")
      .notNull()
      .references(() => paymentRequests.id),
    /** The payer's address, or "" when the payer did not say. */
    payer: text("payer").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_request_deposits_request_idx").on(t.paymentRequestId, t.payer, t.createdAt),
    // A request's attempts, newest first (its view lists the latest few).
    index("payment_request_deposits_request_created_idx").on(t.paymentRequestId, t.createdAt),
  ],
);
