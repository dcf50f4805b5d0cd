import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { signedUnits, timestampTz } from "./columns";
import { transactions } from "./transactions";

/**
 * One row per asset pair ("SOL/USDC"): the lock every fill of the pair takes first, so two instances cannot both
 * price a fill against the pool as it was before the other's (server/services/swap-pools/fill-swap.ts).
 */
export const swapPools = pgTable("swap_pools", {
  pair: text("pair").primaryKey(),
  fills: integer("fills").notNull().default(0),
  lastFillAt: timestampTz("last_fill_at"),
});

/**
 * Every swap the treasury filled: a wallet swap when the treasury signed it, a private one when its deposit was
 * routed. The pool's state is these rows (server/db/queries/swap-pools.ts): what each moved it, fading with time;
 * a fill whose transaction failed drops out.
 */
export const swapFills = pgTable(
  "swap_fills",
  {
    transactionId: text("transaction_id")
      .primaryKey()
      .references(() => transactions.id),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    pair: text("pair").notNull(),
    /** How far it moved the pair's base side, in base units: positive when the base was sold to the treasury. */
    baseIn: signedUnits("base_in").notNull(),
    /** Its input's value in millionths of a US dollar at the price it was filled at (for the volume cap). */
    usdMicros: signedUnits("usd_micros").notNull(),
    /**
     * How far the pool was displaced as this fill saw it (before its own move): the fill is priced against it again,
     * at the price of the moment, before every send of a wallet swap (server/services/swap-pools/fill-holds.ts).
     */
    seenDisplacement: signedUnits("seen_displacement").notNull().default(sql`0`),
    filledAt: timestampTz("filled_at").notNull(),
  },
  (t) => [
    index("swap_fills_pair_idx").on(t.pair, t.filledAt),
    index("swap_fills_account_idx").on(t.accountId, t.filledAt),
  ],
);
