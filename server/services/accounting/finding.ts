/** One thing the books disagree on: what the record says, and what was found (on chain or in the database). */
export type Finding = { transactionId?: string; check: string; expected: string; found: string };
