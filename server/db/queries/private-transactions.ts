import { and, asc, eq, inArray, isNull, lt, notExists, type SQL, sql } from "drizzle-orm";
import { awaitingDepositStages, type Stage, stage, statusOfStage } from "../../contracts/private-lifecycle";
import type { DbOrTx, Tx } from "../client";
import { paymentRequestDeposits, transactionRecipients, transactions } from "../schema";
import { type TransactionChanges, type TransactionRow, updateWhere } from "./transactions";

/**
 * The one write of a private transaction's stage, made only by services/transactions/private/lifecycle/: moves it to
 * `to` (and its status with it) only while its stage is one of `from`. The WHERE clause is the lock: of two racing
 * moves (a cancel and a deposit, two rounds) one wins and the other gets undefined, and nothing changed.
 */
export async function changeStage(
  tx: Tx,
  transactionId: string,
  from: readonly Stage[],
  to: Stage,
  changes: TransactionChanges = {},
  /** The deposit was seen at this time, unless it was seen before (then that time is kept). */
  detectedAt?: Date,
): Promise<TransactionRow | undefined> {
  if (from.length === 0) return undefined;
  const [row] = await tx
    .update(transactions)
    .set({
      ...changes,
      stage: to,
      status: statusOfStage(to),
      ...(detectedAt && {
        depositDetectedAt: sql`coalesce(${transactions.depositDetectedAt}, ${detectedAt.toISOString()}::timestamptz)`,
      }),
      updatedAt: new Date(),
    })
    .where(
      and(eq(transactions.id, transactionId), eq(transactions.mode, "private"), inArray(transactions.stage, [...from])),
    )
    .returning();
  return row;
}

/** An attempt whose deposit is routed becomes one of the account's transactions; undefined if it was not one. */
export async function endAttempt(tx: Tx, transactionId: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .update(transactions)
    .set({ attempt: false })
    .where(and(eq(transactions.id, transactionId), eq(transactions.attempt, true)))
    .returning();
  return row;
}

/** A private transaction still waiting for its deposit: what a cancel may stop, and what a deposit may start. */
export const awaitsDeposit: SQL = and(
  eq(transactions.status, "processing"),
  eq(transactions.mode, "private"),
  inArray(transactions.stage, [...awaitingDepositStages]),
)!;

/**
 * How many of an account's own private transactions (not deposits its payment requests handed out, which have a
 * cap of their own: queries/payment-requests.ts) still await their deposit, counted up to `upTo` (the cap's check
 * needs no more); the account and status index serves it.
 */
export async function countOwnAwaitingDeposit(db: DbOrTx, accountId: string, upTo: number): Promise<number> {
  const handedOut = db
    .select({ one: sql`1` })
    .from(paymentRequestDeposits)
    .where(eq(paymentRequestDeposits.transactionId, transactions.id));
  const open = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), awaitsDeposit, notExists(handedOut)))
    .limit(upTo)
    .as("open");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(open);
  return Number(row?.n ?? 0);
}

/** Lock space of the per-account lock on private creates (server/db/queries/jobs.ts uses 7272). */
const openDepositsLockSpace = 7273;

/**
 * Holds, until the caller's database transaction ends, the account's lock on creating private transactions: a
 * count of its open deposits taken after it sees every create that committed before, so concurrent creates cannot
 * all pass one count.
 */
export async function lockPrivateCreates(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${openDepositsLockSpace}, hashtext(${accountId}))`);
}

export async function privateTransactions(db: DbOrTx): Promise<TransactionRow[]> {
  return db.select().from(transactions).where(eq(transactions.mode, "private")).orderBy(asc(transactions.createdAt));
}

/** Keeps the first routing plan drawn for a transaction: a later draw (a retried or repeated run) gets that one. */
export async function keepRoutingPlan(
  db: DbOrTx,
  transactionId: string,
  plan: NonNullable<TransactionRow["routingPlan"]>,
): Promise<NonNullable<TransactionRow["routingPlan"]>> {
  await updateWhere(db, transactionId, isNull(transactions.routingPlan), { routingPlan: plan });
  const [row] = await db
    .select({ plan: transactions.routingPlan })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row!.plan!;
}

/** A private transaction in flight at this stage (the partial index on stage serves it). */
export const privateInFlightAt = (at: Stage) =>
  and(eq(transactions.status, "processing"), eq(transactions.stage, at), eq(transactions.mode, "private"));

/**
 * Private transactions being routed (stage routing: handed to the router, their legs not yet scheduled) with no
 * sign of progress since `before`: neither the transaction nor any of its ledger moves changed. Their routing run
 * died, or gave up. Paying out is the payout loop's, which the outbox sweep restarts when it falls silent.
 */
export async function stalledRoutings(db: DbOrTx, before: Date, limit: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        privateInFlightAt(stage.routing),
        lt(transactions.updatedAt, before),
        sql`not exists (select 1 from ledger_moves m where m.transaction_id = ${transactions.id} and m.updated_at >= ${before.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
}

/**
 * Sets a private swap's output (its one leg and the transaction) to `outputAmount`, only while it is processing and
 * has no routing plan yet: once the deposit is being swept the amount is fixed. Undefined when that moment passed.
 */
export async function repriceSwapOutput(
  tx: Tx,
  transactionId: string,
  outputAmount: bigint,
): Promise<TransactionRow | undefined> {
  const row = await updateWhere(
    tx,
    transactionId,
    and(eq(transactions.status, "processing"), isNull(transactions.routingPlan)),
    { outputAmount },
  );
  if (!row) return undefined;
  await tx
    .update(transactionRecipients)
    .set({ amount: outputAmount, updatedAt: new Date() })
    .where(eq(transactionRecipients.transactionId, transactionId));
  return row;
}
