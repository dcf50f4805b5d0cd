import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { PrivacyReceipt } from "../../contracts/privacy";
import { legStatuses, type Stage } from "../../contracts/private-lifecycle";
import { accounts, apiKeys, members } from "./accounts";
import { createdAt, timestampTz, u64 } from "./columns";
import { assetEnum, modeEnum, quotes } from "./quotes";

export const transactionTypeEnum = pgEnum("transaction_type", ["send", "swap", "payroll", "top_up", "withdrawal"]);
export const transactionStatusEnum = pgEnum("transaction_status", [
  "pending",
  "processing",
  "confirmed",
  "completed",
  "failed",
  "cancelled",
]);

export const transactions = pgTable(
  "transactions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    /** Who created it: an API key, or a member signed in with a wallet (the other is null). */
    apiKeyId: text("api_key_id").references(() => apiKeys.id),
    memberId: text("member_id").references(() => members.id),
    /** The schedule whose run made it (schedule_runs names the due time); set by the run once the payment exists. */
    scheduleId: text("schedule_id"),
    quoteId: text("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    type: transactionTypeEnum("type").notNull(),
    mode: modeEnum("mode").notNull(),
    status: transactionStatusEnum("status").notNull(),
    /**
     * Private mode: finer progress than status, written only by services/transactions/private/lifecycle/ (the moves
     * are contracts/private-lifecycle.ts). Null in wallet mode.
     */
    stage: text("stage").$type<Stage>(),
    sender: text("sender").notNull(),
    /**
     * Private mode: what funds it, a deposit address (null, the default) or the account's private balance (debited
     * at create; no deposit, no sweep). Top-ups and withdrawals are the balance's own (their type says so).
     */
    source: text("source").$type<"private_balance">(),
    /**
     * A payment request's private deposit whose payer has not paid yet (an attempt, docs/decisions.md): set when the
     * deposit is handed out, cleared by the lifecycle when the deposit is routed (stage-moves.ts, startRouting). An
     * attempt is left out of the account's lists, totals, stats, export and transaction.* webhooks; one never paid
     * stays an attempt for good.
     */
    attempt: boolean("attempt").notNull().default(false),
    inputAsset: assetEnum("input_asset").notNull(),
    outputAsset: assetEnum("output_asset").notNull(),
    inputAmount: u64("input_amount").notNull(),
    outputAmount: u64("output_amount").notNull(),
    fee: u64("fee").notNull(),
    signature: text("signature").unique(),
    lastValidBlockHeight: bigint("last_valid_block_height", { mode: "bigint" }),
    /** The signed transaction (base64), so it can be sent again safely until its blockhash expires. */
    signedWire: text("signed_wire"),
    broadcastAt: timestampTz("broadcast_at"),
    /** The ledger's last refusal of a send, kept while the transaction may still land (reported if it expires). */
    broadcastError: jsonb("broadcast_error").$type<Record<string, unknown>>(),
    blockTime: bigint("block_time", { mode: "number" }),
    /** Lamports the network charged, read from the confirmed transaction. */
    networkFee: u64("network_fee"),
    ephemeralAddress: text("ephemeral_address").unique(),
    /** The ephemeral key's secret, sealed with APP_SECRET: it signs the sweep and refunds of its deposit. */
    ephemeralSecret: text("ephemeral_secret"),
    /** Private mode: what the sender must pay to the ephemeral address, in `depositAsset`, by `depositDeadline`. */
    depositAmount: u64("deposit_amount"),
    depositAsset: assetEnum("deposit_asset"),
    depositDeadline: timestampTz("deposit_deadline"),
    depositDetectedAt: timestampTz("deposit_detected_at"),
    /** Rent of the recipients' token accounts the payout creates, in lamports (part of the deposit's fee). */
    ataRentLamports: u64("ata_rent_lamports"),
    /**
     * Private mode: the lamports of network fees the deposit's fee covers (its quote's, and the signatures of the
     * payout transactions its recipients need beyond the one the quote priced), compared with what its moves cost by
     * `npm run accounting`.
     */
    networkLamports: u64("network_lamports"),
    /** Private mode: the pool wallet the deposit is swept into, drawn once. */
    routingPlan: jsonb("routing_plan").$type<{ intake: string }>(),
    failure: jsonb("failure").$type<{ code: string; message: string; details?: Record<string, unknown> }>(),
    /**
     * Private mode: the privacy receipt, counted once when the transaction completes (privacy-receipt.ts), so it stays
     * what it was when the deposits it counts are forgotten.
     */
    privacyReceipt: jsonb("privacy_receipt").$type<PrivacyReceipt>(),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    confirmedAt: timestampTz("confirmed_at"),
    completedAt: timestampTz("completed_at"),
    failedAt: timestampTz("failed_at"),
    cancelledAt: timestampTz("cancelled_at"),
    /**
     * Private mode: when housekeeping forgot the deposit side of the link (the ephemeral address and secret, the
     * sender, the deposit accounts and what the sweep and refunds recorded of them), past PRIVATE_LINK_RETENTION_DAYS.
     */
    linkForgottenAt: timestampTz("link_forgotten_at"),
  },
  (t) => [
    index("transactions_account_created_idx").on(t.accountId, t.createdAt, t.id),
    index("transactions_account_status_idx").on(t.accountId, t.status, t.createdAt),
    // The private transactions whose link is still kept, oldest first (services/housekeeping/forget-private-links.ts).
    index("transactions_link_kept_idx").on(t.createdAt).where(sql`mode = 'private' and link_forgotten_at is null`),
    // The deposits that landed in a window, per asset: a privacy receipt's crowd (db/queries/privacy-crowd.ts).
    index("transactions_deposit_window_idx")
      .on(t.depositAsset, t.depositDetectedAt)
      .where(sql`mode = 'private' and deposit_detected_at is not null`),
    // The top-ups credited, per asset: the accounts a receipt counts as able to pay from a balance.
    // (By type in the key: a predicate naming 'top_up' fails in the migration that adds the enum's value.)
    index("transactions_completed_type_idx").on(t.type, t.depositAsset, t.completedAt).where(sql`status = 'completed'`),
    // The transactions in flight, by stage: the payout loop looks for those paid out every round.
    index("transactions_processing_stage_idx").on(t.stage, t.createdAt).where(sql`status = 'processing'`),
  ],
);

export const recipientStatusEnum = pgEnum("recipient_status", legStatuses);

export const transactionRecipients = pgTable(
  "transaction_recipients",
  {
    id: text("id").primaryKey(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => transactions.id),
    position: integer("position").notNull(),
    address: text("address").notNull(),
    amount: u64("amount").notNull(),
    status: recipientStatusEnum("status").notNull().default("pending"),
    signature: text("signature"),
    /** Private mode: when this leg may be paid (its deposit final, plus its random delay). */
    dueAt: timestampTz("due_at"),
    /**
     * Private mode: swept after its delay window began, while other deposits were still being swept; it gets its
     * due time when that backlog is gone, so late legs do not leave in the order their sweeps landed.
     */
    awaitsBacklog: boolean("awaits_backlog").notNull().default(false),
    /**
     * Private mode: this leg's deposit paid the rent of its recipient's token account, missing at create (one leg per
     * missing account). Only such a leg's payout creates the account at the pool's cost; a leg whose account was there
     * at create and is gone at payout fails alone (pay-out-epochs.ts, docs/decisions.md).
     */
    rentCharged: boolean("rent_charged").notNull().default(false),
    /** Private mode: the ledger move (a shared payout transaction) that pays this leg, once assigned. */
    payoutKey: text("payout_key"),
    /** Why this recipient was not paid (its ledger transaction failed or expired), when the others may have been. */
    failure: jsonb("failure").$type<{ code: string; message: string; reason?: string }>(),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("transaction_recipients_position_idx").on(t.transactionId, t.position),
    index("transaction_recipients_due_idx").on(t.dueAt).where(sql`payout_key is null and due_at is not null`),
    // A due leg's equal-amount companions coming due soon (the payout hold, dueLegs).
    index("transaction_recipients_due_amount_idx")
      .on(t.amount, t.dueAt)
      .where(sql`payout_key is null and due_at is not null`),
    index("transaction_recipients_payout_idx").on(t.payoutKey).where(sql`payout_key is not null`),
    index("transaction_recipients_backlog_idx").on(t.updatedAt).where(sql`awaits_backlog`),
    // Search by recipient address or leg signature (GET /v1/transactions?q=).
    index("transaction_recipients_address_idx").on(t.address),
    index("transaction_recipients_signature_idx").on(t.signature).where(sql`signature is not null`),
  ],
);
