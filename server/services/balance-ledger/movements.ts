import type { AssetSymbol } from "../../assets";
import type { Movement } from "./post-movements";

/*
 * The movements of the private balance, one function each: what each step of a top-up, a payment from the balance,
 * a withdrawal and a reversal writes (docs/decisions.md, "The private balance is a double-entry ledger"). Each key
 * is derived from the transaction it belongs to, so a retried step writes nothing twice.
 */

type Of = { transactionId: string; accountId: string; asset: AssetSymbol };

/** A top-up's deposit is final and handed to the router: its amount is pending on the account. */
export function topUpPending(of: Of, amount: bigint): Movement {
  return {
    key: `${of.transactionId}:top_up:pending`,
    type: "top_up",
    asset: of.asset,
    transactionId: of.transactionId,
    postings: [
      { book: "deposits", amount: -amount },
      { book: "pending", accountId: of.accountId, amount },
    ],
  };
}

/** A top-up's deposit is swept into the pool: pending becomes available. */
export function topUpCredit(of: Of, amount: bigint): Movement {
  return {
    key: `${of.transactionId}:top_up`,
    type: "top_up",
    asset: of.asset,
    transactionId: of.transactionId,
    postings: [
      { book: "pending", accountId: of.accountId, amount: -amount },
      { book: "available", accountId: of.accountId, amount },
    ],
  };
}

/**
 * A payment (or a withdrawal) from the balance: its amount leaves `available` for `in_flight` until it is paid out,
 * and its fee for `fees`, together (two movements, so the entries show each).
 */
export function debit(of: Of, kind: "payment" | "withdrawal", amount: bigint, fee: bigint): Movement[] {
  const movements: Movement[] = [
    {
      key: `${of.transactionId}:${kind}`,
      type: kind,
      asset: of.asset,
      transactionId: of.transactionId,
      postings: [
        { book: "available", accountId: of.accountId, amount: -amount },
        { book: "in_flight", amount },
      ],
    },
  ];
  if (fee > 0n) {
    movements.push({
      key: `${of.transactionId}:fee`,
      type: "fee",
      asset: of.asset,
      transactionId: of.transactionId,
      postings: [
        { book: "available", accountId: of.accountId, amount: -fee },
        { book: "fees", amount: fee },
      ],
    });
  }
  return movements;
}

/** What a debit took goes back to `available`: its amount from `in_flight`, its fee from `fees`. */
export function reversal(of: Of, amount: bigint, fee: bigint): Movement[] {
  const movements: Movement[] = [
    {
      key: `${of.transactionId}:reversal`,
      type: "reversal",
      asset: of.asset,
      transactionId: of.transactionId,
      postings: [
        { book: "in_flight", amount: -amount },
        { book: "available", accountId: of.accountId, amount },
      ],
    },
  ];
  if (fee > 0n) {
    movements.push({
      key: `${of.transactionId}:reversal:fee`,
      type: "reversal",
      asset: of.asset,
      transactionId: of.transactionId,
      postings: [
        { book: "fees", amount: -fee },
        { book: "available", accountId: of.accountId, amount: fee },
      ],
    });
  }
  return movements;
}

/** A debit's amount left the pool (its legs ended): out of `in_flight` for good. */
export function paidOut(of: Omit<Of, "accountId">, kind: "payment" | "withdrawal", amount: bigint): Movement {
  return {
    key: `${of.transactionId}:paid_out`,
    type: kind,
    asset: of.asset,
    transactionId: of.transactionId,
    postings: [
      { book: "in_flight", amount: -amount },
      { book: "payouts", amount },
    ],
  };
}
