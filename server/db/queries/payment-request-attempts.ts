import { desc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { depositAccounts, paymentRequestDeposits, paymentRequests, transactions } from "../schema";
import { paymentRequestOfDeposit } from "./payment-requests";

/** Refunds started for a deposit's accounts (a late, a second or a wrong payment going back). */
const refundsOf = sql<number>`coalesce((select sum(d.refunds) from ${depositAccounts} d where d.transaction_id = ${transactions.id}), 0)::int`;
const failureCode = sql<string | null>`${transactions.failure}->>'code'`;
/**
 * A deposit that paid the request (it was routed). Not an attempt any more, and not one whose money went back: an
 * attempt that money reached and that was refunded (expired, refused, cancelled) is shown to the business too
 * (surfaceAttempt), so the flag alone does not say it paid.
 */
const routed = sql`not ${transactions.attempt} and ${transactions.status} <> 'cancelled' and coalesce(${failureCode}, '') not in ('DEPOSIT_EXPIRED', 'PAYMENT_REQUEST_NOT_OPEN')`;

export type AttemptCounts = {
  total: number;
  open: number;
  paid: number;
  expired: number;
  cancelled: number;
  refused: number;
  refunded: number;
};

/** How a request's deposits ended, counted in one pass over its deposits (bounded by its caps per window). */
export async function countAttempts(db: DbOrTx, paymentRequestId: string): Promise<AttemptCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${transactions.status} = 'processing' and ${transactions.attempt}))::int`,
      paid: sql<number>`(count(*) filter (where ${routed}))::int`,
      expired: sql<number>`(count(*) filter (where ${failureCode} = 'DEPOSIT_EXPIRED'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${transactions.status} = 'cancelled'))::int`,
      refused: sql<number>`(count(*) filter (where ${failureCode} = 'PAYMENT_REQUEST_NOT_OPEN'))::int`,
      refunded: sql<number>`(count(*) filter (where ${refundsOf} > 0))::int`,
    })
    .from(paymentRequestDeposits)
    .innerJoin(transactions, eq(transactions.id, paymentRequestDeposits.transactionId))
    .where(eq(paymentRequestDeposits.paymentRequestId, paymentRequestId));
  return row ?? { total: 0, open: 0, paid: 0, expired: 0, cancelled: 0, refused: 0, refunded: 0 };
}

/** A request's newest `limit` deposits, with how each stands. */
export async function latestAttempts(db: DbOrTx, paymentRequestId: string, limit: number) {
  return db
    .select({
      transactionId: transactions.id,
      status: transactions.status,
      attempt: transactions.attempt,
      failureCode,
      createdAt: transactions.createdAt,
      depositDeadline: transactions.depositDeadline,
      refunds: refundsOf,
    })
    .from(paymentRequestDeposits)
    .innerJoin(transactions, eq(transactions.id, paymentRequestDeposits.transactionId))
    .where(eq(paymentRequestDeposits.paymentRequestId, paymentRequestId))
    .orderBy(desc(paymentRequestDeposits.createdAt), desc(paymentRequestDeposits.transactionId))
    .limit(limit);
}

/** The request a transaction pays or paid (wallet mode), or was handed out for (a private deposit), if any. */
export async function paymentRequestOfTransaction(db: DbOrTx, transactionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(or(eq(paymentRequests.transactionId, transactionId), eq(paymentRequests.payingTransactionId, transactionId)))
    .limit(1);
  return row?.id ?? (await paymentRequestOfDeposit(db, transactionId)) ?? null;
}
