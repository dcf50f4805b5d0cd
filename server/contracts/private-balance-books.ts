/**
 * The books of the private balance's double-entry ledger, as data (docs/decisions.md, "The private balance is a
 * double-entry ledger"). An account's `available` and `pending` books are what it owns; the service's books are the
 * other side of every movement: `deposits` (money that came in through a top-up's deposit), `in_flight` (debited from
 * a balance, not yet paid out), `fees` (what a balance payment was charged) and `payouts` (paid out of the pool).
 */
export const balanceBooks = ["available", "pending", "deposits", "in_flight", "fees", "payouts"] as const;
export type BalanceBook = (typeof balanceBooks)[number];

/** The books an account owns (an entry on them names the account); the others are the service's. */
export const accountBooks = ["available", "pending"] as const satisfies readonly BalanceBook[];
export const isAccountBook = (book: BalanceBook): boolean => (accountBooks as readonly string[]).includes(book);

/** What a movement is, as its entries say on the API. */
export const balanceEntryTypes = ["top_up", "payment", "fee", "withdrawal", "reversal"] as const;
export type BalanceEntryType = (typeof balanceEntryTypes)[number];
