import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BalanceBook, BalanceEntryType } from "../../contracts/private-balance-books";
import { accounts } from "./accounts";
import { createdAt, signedUnits } from "./columns";
import { assetEnum } from "./quotes";
import { transactions } from "./transactions";

/**
 * One row per account and asset whose balance ever moved: the row a movement locks (SELECT ... FOR UPDATE) before it
 * reads the balance and writes its entries, so two debits of one balance are serialised and neither can spend what
 * the other took. It holds no amount: a balance is the sum of its entries.
 */
export const privateBalanceLocks = pgTable(
  "private_balance_locks",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    asset: assetEnum("asset").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.asset] })],
);

/**
 * The private balance's double-entry ledger: a movement is a set of entries under one key whose amounts sum to zero
 * per asset; entries are only ever inserted. An entry on an account's book (available, pending) carries the book's
 * balance after it; the service's books (contracts/private-balance-books.ts) carry none.
 */
export const privateBalanceEntries = pgTable(
  "private_balance_entries",
  {
    id: text("id").primaryKey(),
    /** The order entries were written in (a movement's entries share one createdAt): balanceAfter follows it. */
    seq: bigserial("seq", { mode: "bigint" }).notNull(),
    /** What the movement is for, deterministic (`<transaction>:top_up`, `<transaction>:debit`): written once. */
    movementKey: text("movement_key").notNull(),
    /** Null on the service's books. */
    accountId: text("account_id").references(() => accounts.id),
    book: text("book").$type<BalanceBook>().notNull(),
    asset: assetEnum("asset").notNull(),
    type: text("type").$type<BalanceEntryType>().notNull(),
    /** Base units, signed: what this entry adds to its book. */
    amount: signedUnits("amount").notNull(),
    /** The account's book after this entry (null on the service's books). */
    balanceAfter: signedUnits("balance_after"),
    transactionId: text("transaction_id").references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A movement writes each book once: a retry of it inserts nothing.
    uniqueIndex("private_balance_entries_movement_idx").on(t.movementKey, t.book),
    index("private_balance_entries_account_idx").on(t.accountId, t.book, t.asset).where(sql`account_id is not null`),
    index("private_balance_entries_list_idx").on(t.accountId, t.seq).where(sql`book = 'available'`),
    index("private_balance_entries_transaction_idx").on(t.transactionId),
  ],
);
