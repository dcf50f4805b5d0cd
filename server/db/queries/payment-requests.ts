import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, not, or, type SQL, sql } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { type PaymentRejection, paymentRequestDeposits, paymentRequests, transactions } from "../schema";
import { awaitsDeposit } from "./private-transactions";

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type PaymentRequestStatus = PaymentRequestRow["status"];

/**
 * At most this many rejected signatures are remembered per request (the watcher skips them). It is also how many
 * signatures a look lists (look-for-payment.ts): remembering fewer than are listed lets refused junk look new
 * again every round and take the look's reads forever.
 */
export const maxRejectedKept = 500;

export async function insertPaymentRequest(
  db: DbOrTx,
  row: typeof paymentRequests.$inferInsert,
): Promise<PaymentRequestRow> {
  const [inserted] = await db.insert(paymentRequests).values(row).returning();
  return inserted!;
}

/** A request of this account, or any account's when `accountId` is undefined (the public link is the capability). */
export async function findPaymentRequest(
  db: DbOrTx,
  accountId: string | undefined,
  id: string,
): Promise<PaymentRequestRow | undefined> {
  if (!isPlausibleId(id)) return undefined;
  const where = accountId
    ? and(eq(paymentRequests.id, id), eq(paymentRequests.accountId, accountId))
    : eq(paymentRequests.id, id);
  const [row] = await db.select().from(paymentRequests).where(where).limit(1);
  return row;
}

/** Newest first, after the cursor's row; one more than `limit`, so the caller knows whether there is more. */
export async function listPaymentRequests(
  db: DbOrTx,
  accountId: string,
  filter: { status?: PaymentRequestStatus; limit: number; after?: PaymentRequestRow },
): Promise<PaymentRequestRow[]> {
  const conditions: SQL[] = [eq(paymentRequests.accountId, accountId)];
  if (filter.status) conditions.push(eq(paymentRequests.status, filter.status));
  if (filter.after) {
    const { createdAt, id } = filter.after;
    conditions.push(
      or(
        lt(paymentRequests.createdAt, createdAt),
        and(eq(paymentRequests.createdAt, createdAt), lt(paymentRequests.id, id)),
      )!,
    );
  }
  return db
    .select()
    .from(paymentRequests)
    .where(and(...conditions))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(filter.limit + 1);
}

/** A wallet payment seen at confirmed holds the request until it is final (payingTransactionId). */
const notHeld = isNull(paymentRequests.payingTransactionId);

/**
 * No deposit it handed out can still pay it: every one has ended (completed, failed, cancelled). A deposit's
 * deadline is at most the request's expiresAt (request-deposit.ts), and the deposit watcher judges one past its
 * deadline by the block time of its payment: paid in time, it routes and pays the request; late or short (dust),
 * it fails and is refunded. Until the watcher has judged it the deposit is still processing and the request waits,
 * so a payment made in time is never refunded because the request's expiry ran first (the minute round of
 * watch-payment-requests.ts expires it once the last deposit ended).
 */
const noDepositCanPay = sql`not exists (select 1 from ${paymentRequestDeposits} d join ${transactions} t on t.id = d.transaction_id where d.payment_request_id = ${paymentRequests.id} and t.status = 'processing')`;

/**
 * Private mode: no deposit took the request for its routing and is still alive (claimRequestForDeposit below). Such a
 * deposit pays the recipient and then the request, so the request is not cancelled under it.
 */
const notRouting = sql`not exists (select 1 from ${transactions} t where t.id = ${paymentRequests.routingTransactionId} and t.status not in ('failed', 'cancelled'))`;

/**
 * Nothing will still pay it. A deposit that completed has paid the recipient, and its settle job (recorded with the
 * completion, run a moment later) marks the request paid: until then `notRouting` keeps expiry off it, or the minute
 * round could expire a request its payer paid in time.
 */
const nothingCanPay = and(notHeld, noDepositCanPay, notRouting);

/**
 * open -> cancelled; undefined when it was not open, or a payment holds it: a wallet payment waiting for finality or
 * a private deposit routing (the WHERE is the lock).
 */
export async function cancelOpenPaymentRequest(
  tx: Tx,
  accountId: string,
  id: string,
  now: Date,
): Promise<PaymentRequestRow | undefined> {
  const [row] = await tx
    .update(paymentRequests)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentRequests.id, id),
        eq(paymentRequests.accountId, accountId),
        eq(paymentRequests.status, "open"),
        notHeld,
        notRouting,
      ),
    )
    .returning();
  return row;
}

/**
 * Counts one transaction request answered for an open, unexpired request no payment holds, in a window of a minute;
 * returns the count in the window, or undefined when the request takes no payment (then nothing is counted).
 */
export async function countAnswer(db: DbOrTx, id: string, now: Date): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - 60_000);
  const fresh = sql`${paymentRequests.answersWindowStart} > ${windowStart.toISOString()}`;
  const [row] = await db
    .update(paymentRequests)
    .set({
      answersInWindow: sql`case when ${fresh} then ${paymentRequests.answersInWindow} + 1 else 1 end`,
      answersWindowStart: sql`case when ${fresh} then ${paymentRequests.answersWindowStart} else ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(eq(paymentRequests.id, id), eq(paymentRequests.status, "open"), gt(paymentRequests.expiresAt, now), notHeld),
    )
    .returning({ answers: paymentRequests.answersInWindow });
  return row?.answers;
}

/** open -> paid, once: of any number of payments found or submitted, one marks it. */
export async function markPaymentRequestPaid(
  tx: Tx,
  id: string,
  paid: { transactionId: string; payer: string | null; signature: string | null; paidAt: Date },
): Promise<PaymentRequestRow | undefined> {
  const [row] = await tx
    .update(paymentRequests)
    .set({ status: "paid", ...paid, updatedAt: paid.paidAt })
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, "open")))
    .returning();
  return row;
}

/** The request this transaction paid, if any (transaction_id is unique). */
export async function findRequestPaidBy(db: DbOrTx, transactionId: string): Promise<PaymentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.transactionId, transactionId), eq(paymentRequests.status, "paid")))
    .limit(1);
  return row;
}

/**
 * A wallet payment seen at confirmed takes an open request no other payment holds, in the database transaction
 * that records it; undefined when the request was paid, ended or taken meanwhile.
 */
export async function holdForPayment(
  tx: Tx,
  id: string,
  transactionId: string,
): Promise<PaymentRequestRow | undefined> {
  const [row] = await tx
    .update(paymentRequests)
    .set({ payingTransactionId: transactionId, updatedAt: new Date() })
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, "open"), notHeld))
    .returning();
  return row;
}

/** The open request a wallet payment holds, if any. */
export async function requestHeldBy(tx: Tx, transactionId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.payingTransactionId, transactionId), eq(paymentRequests.status, "open")))
    .limit(1);
  return row?.id;
}

/** A wallet payment failed for good: the open request it held takes payments again. */
export async function releaseHold(tx: Tx, transactionId: string): Promise<void> {
  await tx
    .update(paymentRequests)
    .set({ payingTransactionId: null, updatedAt: new Date() })
    .where(and(eq(paymentRequests.payingTransactionId, transactionId), eq(paymentRequests.status, "open")));
}

/** open -> expired for this one request, if its time is up and no payment holds it (nor a deposit that can pay it). */
export async function expirePaymentRequest(tx: Tx, id: string, now: Date): Promise<PaymentRequestRow | undefined> {
  const [row] = await tx
    .update(paymentRequests)
    .set({ status: "expired", expiredAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentRequests.id, id),
        eq(paymentRequests.status, "open"),
        lte(paymentRequests.expiresAt, now),
        nothingCanPay,
      ),
    )
    .returning();
  return row;
}

/** Ids of open requests whose time is up and that no payment holds nor a deposit can pay, oldest deadline first. */
export async function dueToExpire(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.status, "open"), lte(paymentRequests.expiresAt, now), nothingCanPay))
    .orderBy(asc(paymentRequests.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Open, unexpired requests of a mode, the least recently checked first, marked checked now. */
export async function takeOpenToCheck(
  db: DbOrTx,
  mode: PaymentRequestRow["mode"],
  now: Date,
  limit: number,
): Promise<PaymentRequestRow[]> {
  const ids = db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.status, "open"), eq(paymentRequests.mode, mode), gt(paymentRequests.expiresAt, now)))
    .orderBy(sql`${paymentRequests.checkedAt} asc nulls first`)
    .limit(limit);
  return db
    .update(paymentRequests)
    .set({ checkedAt: now })
    .where(and(inArray(paymentRequests.id, ids), eq(paymentRequests.status, "open")))
    .returning();
}

/** Remembers a signature that carries the reference but does not pay the request, and why. */
/** The payment request whose reference is one of `keys`, if any (the reference is unique, so indexed). */
export async function findRequestByReferences(db: DbOrTx, keys: string[]): Promise<PaymentRequestRow | undefined> {
  if (keys.length === 0) return undefined;
  const [row] = await db.select().from(paymentRequests).where(inArray(paymentRequests.reference, keys)).limit(1);
  return row;
}

export async function recordRejection(db: DbOrTx, id: string, rejection: PaymentRejection): Promise<void> {
  await db
    .update(paymentRequests)
    .set({
      lastRejection: rejection,
      // The newest `maxRejectedKept`, kept in the order they were refused.
      rejectedSignatures: sql`(select coalesce(jsonb_agg(s order by n), '[]'::jsonb) from (select s, n from jsonb_array_elements(${paymentRequests.rejectedSignatures} || ${JSON.stringify([rejection.signature])}::jsonb) with ordinality as e(s, n) order by n desc limit ${maxRejectedKept}) kept)`,
    })
    .where(eq(paymentRequests.id, id));
}

export async function insertPaymentRequestDeposit(
  tx: Tx,
  row: typeof paymentRequestDeposits.$inferInsert,
): Promise<void> {
  await tx.insert(paymentRequestDeposits).values(row);
}

/** The latest private transaction handed to this payer of the request, with its state. */
export async function findLatestDeposit(db: DbOrTx, paymentRequestId: string, payer: string) {
  const [row] = await db
    .select({ transaction: transactions })
    .from(paymentRequestDeposits)
    .innerJoin(transactions, eq(transactions.id, paymentRequestDeposits.transactionId))
    .where(and(eq(paymentRequestDeposits.paymentRequestId, paymentRequestId), eq(paymentRequestDeposits.payer, payer)))
    .orderBy(desc(paymentRequestDeposits.createdAt))
    .limit(1);
  return row?.transaction;
}

/**
 * How many deposits handed out by payment requests still await their money, of one request or of all an account's,
 * counted up to `upTo` (the caps' checks need no more).
 */
export async function countWaitingHandedOut(
  db: DbOrTx,
  of: { paymentRequestId: string } | { accountId: string },
  upTo: number,
): Promise<number> {
  const scope =
    "paymentRequestId" in of
      ? eq(paymentRequestDeposits.paymentRequestId, of.paymentRequestId)
      : eq(transactions.accountId, of.accountId);
  const waiting = db
    .select({ one: sql`1` })
    .from(paymentRequestDeposits)
    .innerJoin(transactions, eq(transactions.id, paymentRequestDeposits.transactionId))
    .where(and(scope, awaitsDeposit))
    .limit(upTo)
    .as("waiting");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(waiting);
  return Number(row?.n ?? 0);
}

/** The private transactions handed out for a request, with their status. */
export async function listDepositsOf(db: DbOrTx, paymentRequestId: string) {
  return db
    .select({ transactionId: transactions.id, status: transactions.status, stage: transactions.stage })
    .from(paymentRequestDeposits)
    .innerJoin(transactions, eq(transactions.id, paymentRequestDeposits.transactionId))
    .where(eq(paymentRequestDeposits.paymentRequestId, paymentRequestId));
}

/** The request a private transaction was handed out for, if any. */
export async function paymentRequestOfDeposit(db: DbOrTx, transactionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentRequestDeposits.paymentRequestId })
    .from(paymentRequestDeposits)
    .where(eq(paymentRequestDeposits.transactionId, transactionId))
    .limit(1);
  return row?.id;
}

/** A private transaction's link is forgotten: the payer its payment request's deposit names is forgotten too. */
export async function forgetDepositPayersOf(tx: Tx, transactionIds: string[]): Promise<void> {
  if (transactionIds.length === 0) return;
  await tx
    .update(paymentRequestDeposits)
    .set({ payer: "" })
    .where(inArray(paymentRequestDeposits.transactionId, transactionIds));
}

/**
 * A private transaction's deposit is about to be routed: if it pays a payment request, the request is taken for it
 * (status open, and not taken by another deposit whose transaction is still alive). "taken": the request is paid,
 * ended, or held by another deposit, and this deposit must go back. Runs in the routing start's database
 * transaction, so of two deposits finalized together exactly one routes.
 */
export async function claimRequestForDeposit(
  tx: Tx,
  transactionId: string,
): Promise<"not_a_request" | "claimed" | "taken"> {
  const paymentRequestId = await paymentRequestOfDeposit(tx, transactionId);
  if (!paymentRequestId) return "not_a_request";
  const holderAlive = sql`exists (select 1 from ${transactions} t where t.id = ${paymentRequests.routingTransactionId} and t.status not in ('failed', 'cancelled'))`;
  const [row] = await tx
    .update(paymentRequests)
    .set({ routingTransactionId: transactionId, updatedAt: new Date() })
    .where(
      and(
        eq(paymentRequests.id, paymentRequestId),
        eq(paymentRequests.status, "open"),
        or(
          isNull(paymentRequests.routingTransactionId),
          eq(paymentRequests.routingTransactionId, transactionId),
          not(holderAlive),
        ),
      ),
    )
    .returning({ id: paymentRequests.id });
  return row ? "claimed" : "taken";
}
