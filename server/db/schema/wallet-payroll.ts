import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz, u64 } from "./columns";
import { quotes } from "./quotes";
import { transactions } from "./transactions";

/**
 * The ledger transactions prepared for a wallet-mode send or payroll, by the SHA-256 of their message: create
 * accepts a signed leg only if its message is byte for byte one of these, paying exactly the recipients it was
 * prepared for (`transfersDigest` over their addresses and amounts, in order).
 */
export const preparedTransfers = pgTable(
  "prepared_transfers",
  {
    messageHash: text("message_hash").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** The position of the leg's first recipient in the request, and how many it pays. */
    firstRecipient: integer("first_recipient").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    transfersDigest: text("transfers_digest").notNull(),
    /** Recipients' token accounts the leg creates (rent paid by the sender). */
    tokenAccountsCreated: integer("token_accounts_created").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("prepared_transfers_quote_idx").on(t.quoteId, t.firstRecipient)],
);

export const ledgerPartStatusEnum = pgEnum("ledger_part_status", ["pending", "confirmed", "completed", "failed"]);

/**
 * One signed ledger transaction of a multi-transaction wallet payroll (a leg), recorded with the payroll before
 * any leg is sent. Each leg lands, fails or expires on its own; the payroll is completed when all have landed.
 */
export const walletLedgerTransactions = pgTable(
  "wallet_ledger_transactions",
  {
    transactionId: text("transaction_id")
      .notNull()
      .references(() => transactions.id),
    part: integer("part").notNull(),
    firstRecipient: integer("first_recipient").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    signature: text("signature").notNull(),
    signedWire: text("signed_wire").notNull(),
    status: ledgerPartStatusEnum("status").notNull().default("pending"),
    broadcastError: jsonb("broadcast_error").$type<Record<string, unknown>>(),
    failure: jsonb("failure").$type<{ code: string; message: string; details?: Record<string, unknown> }>(),
    blockTime: bigint("block_time", { mode: "number" }),
    networkFee: u64("network_fee"),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_ledger_transactions_part_idx").on(t.transactionId, t.part),
    uniqueIndex("wallet_ledger_transactions_signature_idx").on(t.signature),
    index("wallet_ledger_transactions_open_idx").on(t.transactionId).where(sql`status in ('pending', 'confirmed')`),
  ],
);

/**
 * An address lookup table the service keeps for an account (the treasury its authority and payer), holding the
 * accounts its payrolls paid before, so a repeat payroll names each in one byte instead of 32. `entries` are the
 * table's addresses in order, recorded only once the extension that added them is final (so usable).
 */
export const lookupTables = pgTable(
  "lookup_tables",
  {
    address: text("address").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    /** Creation order among the account's tables (0, 1, ...): the ledger move that created it is keyed by it. */
    number: integer("number").notNull(),
    entries: text("entries").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    /** When a prepared transaction last loaded addresses from it (prepare-transfer.ts); idle tables are closed. */
    lastUsedAt: timestampTz("last_used_at").notNull().defaultNow(),
    /**
     * When it was chosen to be closed (idle for LOOKUP_TABLE_IDLE_DAYS): from then on prepare and the upkeep leave
     * it alone, and housekeeping deactivates it, then closes it (retire-lookup-tables.ts).
     */
    retiringAt: timestampTz("retiring_at"),
    /** When its close was final: its rent is back in the treasury. */
    closedAt: timestampTz("closed_at"),
  },
  (t) => [
    uniqueIndex("lookup_tables_account_idx").on(t.accountId, t.number),
    index("lookup_tables_open_idx").on(t.lastUsedAt).where(sql`closed_at is null`),
  ],
);
