import { doublePrecision, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, timestampTz, u64 } from "./columns";

export const assetEnum = pgEnum("asset", ["SOL", "USDC", "USDT"]);
export const modeEnum = pgEnum("mode", ["wallet", "private"]);

export const quotes = pgTable(
  "quotes",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    inputAsset: assetEnum("input_asset").notNull(),
    outputAsset: assetEnum("output_asset").notNull(),
    mode: modeEnum("mode").notNull(),
    slippageBps: integer("slippage_bps").notNull(),
    inputAmount: u64("input_amount").notNull(),
    outputAmount: u64("output_amount").notNull(),
    minOutputAmount: u64("min_output_amount").notNull(),
    priceImpactPct: doublePrecision("price_impact_pct").notNull(),
    /** All fees in base units of the input asset. */
    fee: u64("fee").notNull(),
    feeNetwork: u64("fee_network").notNull(),
    feeRouting: u64("fee_routing").notNull(),
    feeAtaRent: u64("fee_ata_rent").notNull(),
    /**
     * The lamports `feeNetwork` was priced from (signature fees and the priority estimate, server/pricing/fees.ts):
     * what the charge covers of the ledger's fees, compared with what they cost by `npm run accounting`.
     */
    feeNetworkLamports: u64("fee_network_lamports"),
    expiresAt: timestampTz("expires_at").notNull(),
    refreshedAt: timestampTz("refreshed_at"),
    /** Set, once, by the transaction the quote backs. */
    usedAt: timestampTz("used_at"),
    usedByTransactionId: text("used_by_transaction_id"),
    createdAt: createdAt(),
  },
  (t) => [index("quotes_account_idx").on(t.accountId)],
);

/**
 * The swap transactions prepared under a quote, by the SHA-256 of their message: create accepts a user-signed swap
 * only if its message is byte for byte one of these, and only then does the treasury sign it.
 */
export const preparedSwaps = pgTable(
  "prepared_swaps",
  {
    messageHash: text("message_hash").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("prepared_swaps_quote_idx").on(t.quoteId)],
);
