import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DepositAccountState } from "../../contracts/private-lifecycle";
import { createdAt, timestampTz, u64 } from "./columns";
import { assetEnum } from "./quotes";
import { transactions } from "./transactions";

/**
 * One account the deposit watcher reads for a private transaction: the ephemeral address itself (SOL) and its token
 * accounts (USDC, USDT). The expected asset's account is routed once funded; anything else that arrives (the wrong
 * asset, a late or a second payment) is refunded to where it came from.
 */
export const depositAccounts = pgTable(
  "deposit_accounts",
  {
    address: text("address").primaryKey(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => transactions.id),
    asset: assetEnum("asset").notNull(),
    expected: boolean("expected").notNull(),
    /**
     * watching: read every round; routing: handed to the router; refunding: a refund is under way; unresolved: who
     * paid what cannot be read from its history, so nothing moves until an operator looks (`npm run accounting`).
     */
    state: text("state").$type<DepositAccountState>().notNull(),
    /** Balance last read at confirmed, in base units. */
    seenBalance: u64("seen_balance").notNull().default(sql`0`),
    /** Refunds started for this account so far: the next refund's number. */
    refunds: integer("refunds").notNull().default(0),
    /** Watched until then (late deposits are refunded within this window). */
    watchUntil: timestampTz("watch_until").notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("deposit_accounts_watch_idx").on(t.state, t.watchUntil),
    index("deposit_accounts_transaction_idx").on(t.transactionId),
    // The watcher's open pass joins each open transaction to its expected, watched account. Without table
    // statistics (PGlite has no autovacuum) the planner otherwise probes through the watch index, whose every
    // entry it scans once per transaction: 4.2 s at 10,000 open deposits against 23 ms with this index.
    index("deposit_accounts_expected_watching_idx").on(t.transactionId).where(sql`state = 'watching' and expected`),
  ],
);

/**
 * A ledger transaction the service signs (sweep, payout batch, refund, float top-up), recorded before it is sent:
 * its bytes and signature decide on resume. It is signed again only after its blockhash expired and its signature
 * was not found, and the old signature is kept; so a move never has two live signatures.
 */
export const ledgerMoves = pgTable(
  "ledger_moves",
  {
    id: text("id").primaryKey(),
    /** What the move is for, deterministic (`<transaction>:sweep`, `<transaction>:payout:2`, ...): one row each. */
    key: text("key").notNull(),
    transactionId: text("transaction_id").references(() => transactions.id),
    purpose: text("purpose").$type<"sweep" | "payout" | "refund" | "float" | "rebalance" | "lookup_table">().notNull(),
    payer: text("payer").notNull(),
    attempt: integer("attempt").notNull().default(1),
    signature: text("signature").notNull(),
    signedWire: text("signed_wire").notNull(),
    lastValidBlockHeight: bigint("last_valid_block_height", { mode: "bigint" }).notNull(),
    /** Signatures of earlier attempts, each seen expired and not found before it was replaced. */
    expiredSignatures: text("expired_signatures").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").$type<"sent" | "landed" | "failed">().notNull(),
    /** What the move does, for accounting: amounts per asset and party. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    err: jsonb("err"),
    networkFee: u64("network_fee"),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_moves_key_idx").on(t.key),
    uniqueIndex("ledger_moves_signature_idx").on(t.signature),
    index("ledger_moves_transaction_idx").on(t.transactionId),
  ],
);

/**
 * Background loops that run as one function run at a time (the deposit watcher, the payout epochs), by name. Work
 * for a loop kicks it (a new generation when none is active, or the active one went silent); a loop stops only when
 * it found nothing to do and no kick came since it looked, and the outbox sweep restarts one whose heartbeat went
 * silent.
 */
export const backgroundLoops = pgTable("background_loops", {
  name: text("name").primaryKey(),
  generation: bigint("generation", { mode: "number" }).notNull(),
  kicks: bigint("kicks", { mode: "number" }).notNull(),
  active: boolean("active").notNull(),
  heartbeatAt: timestampTz("heartbeat_at").notNull().defaultNow(),
  /** Where the loop's bounded pass goes on next round (the deposit watcher's late pass: an address), across generations. */
  cursor: text("cursor"),
});
