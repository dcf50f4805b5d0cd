import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, type SQL } from "drizzle-orm";
import { type LegStatus, legTransitions, sourcesOf } from "../../contracts/private-lifecycle";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { transactionRecipients, transactions } from "../schema";

export type TransactionRow = typeof transactions.$inferSelect;
export type RecipientRow = typeof transactionRecipients.$inferSelect;
export type TransactionStatus = TransactionRow["status"];
export type TransactionChanges = Partial<typeof transactions.$inferInsert>;

/** Statuses nothing moves a transaction out of. */
export const finishedStatuses = ["completed", "failed", "cancelled"] as const satisfies TransactionStatus[];

export function isFinished(status: TransactionStatus): boolean {
  return (finishedStatuses as readonly TransactionStatus[]).includes(status);
}

export async function findTransaction(
  db: DbOrTx,
  accountId: string,
  transactionId: string,
): Promise<TransactionRow | undefined> {
  if (!isPlausibleId(transactionId)) return undefined;
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.accountId, accountId)))
    .limit(1);
  return row;
}

export async function listRecipients(db: DbOrTx, transactionId: string): Promise<RecipientRow[]> {
  return db
    .select()
    .from(transactionRecipients)
    .where(eq(transactionRecipients.transactionId, transactionId))
    .orderBy(asc(transactionRecipients.position));
}

/** The payouts that paid (or pay) a transaction's legs: one key each, without reading the legs themselves. */
export async function payoutKeysOfTransaction(db: DbOrTx, transactionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ payoutKey: transactionRecipients.payoutKey })
    .from(transactionRecipients)
    .where(and(eq(transactionRecipients.transactionId, transactionId), isNotNull(transactionRecipients.payoutKey)));
  return rows.flatMap((r) => (r.payoutKey ? [r.payoutKey] : []));
}

export async function insertTransaction(db: DbOrTx, row: typeof transactions.$inferInsert): Promise<TransactionRow> {
  const [inserted] = await db.insert(transactions).values(row).returning();
  return inserted!;
}

export async function insertRecipients(db: DbOrTx, rows: (typeof transactionRecipients.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(transactionRecipients).values(rows);
}

/** Changes a transaction only where `condition` still holds (the WHERE is the lock); undefined when it did not. */
export async function updateWhere(
  db: DbOrTx,
  transactionId: string,
  condition: SQL | undefined,
  changes: TransactionChanges,
) {
  const [row] = await db
    .update(transactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(transactions.id, transactionId), condition))
    .returning();
  return row;
}

/**
 * Moves a wallet transaction to another status only from one of `from`: the WHERE clause is the lock, so of two
 * racing changes one wins and the other gets undefined. In a database transaction, with the event of the change. A
 * private transaction's status follows its stage (changeStage in private-transactions.ts).
 */
export async function changeWalletStatus(
  tx: Tx,
  transactionId: string,
  from: TransactionStatus[],
  changes: TransactionChanges & { status: TransactionStatus },
): Promise<TransactionRow | undefined> {
  return updateWhere(
    tx,
    transactionId,
    and(eq(transactions.mode, "wallet"), inArray(transactions.status, from)),
    changes,
  );
}

/**
 * Marks a transaction as handed to the ledger, once. Undefined when it was marked before; the row comes back
 * whatever its status, and only a pending one may be sent (a cancel that won the race shows as cancelled).
 */
export async function markBroadcast(db: DbOrTx, transactionId: string, at: Date): Promise<TransactionRow | undefined> {
  return updateWhere(db, transactionId, isNull(transactions.broadcastAt), { broadcastAt: at });
}

/**
 * A wallet transaction can be cancelled while pending and not yet broadcast. The same condition guards the UPDATE,
 * so a broadcast that wins the race makes the cancel fail instead of both happening. (A private one is cancelled by
 * its lifecycle: private/lifecycle/stage-moves.ts.)
 */
const cancellable: SQL = and(
  eq(transactions.mode, "wallet"),
  eq(transactions.status, "pending"),
  isNull(transactions.broadcastAt),
)!;

export async function cancelWalletIfCancellable(
  tx: Tx,
  transactionId: string,
  at: Date,
): Promise<TransactionRow | undefined> {
  return updateWhere(tx, transactionId, cancellable, { status: "cancelled", cancelledAt: at });
}

/** Unfinished transactions not touched since `before`, oldest first: what the reconciler looks at. */
export async function staleUnfinishedTransactions(
  db: DbOrTx,
  mode: TransactionRow["mode"],
  before: Date,
  limit: number,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.mode, mode),
        notInArray(transactions.status, [...finishedStatuses]),
        lt(transactions.updatedAt, before),
      ),
    )
    .orderBy(asc(transactions.updatedAt))
    .limit(limit);
}

/** Records that a transaction was looked at (the reconciler's cursor), changing nothing else. */
export async function touchTransaction(db: DbOrTx, transactionId: string, at: Date): Promise<void> {
  await db.update(transactions).set({ updatedAt: at }).where(eq(transactions.id, transactionId));
}

export async function findTransactionById(db: DbOrTx, transactionId: string): Promise<TransactionRow | undefined> {
  if (!isPlausibleId(transactionId)) return undefined;
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId)).limit(1);
  return row;
}

/** A transaction whose own signature is one of these, if any. */
export async function findTransactionBySignatures(
  db: DbOrTx,
  signatures: string[],
): Promise<TransactionRow | undefined> {
  if (signatures.length === 0) return undefined;
  const [row] = await db.select().from(transactions).where(inArray(transactions.signature, signatures)).limit(1);
  return row;
}

/** Which of `signatures` back a recorded transaction. */
export async function recordedSignatures(db: DbOrTx, signatures: string[]): Promise<Set<string>> {
  if (signatures.length === 0) return new Set();
  const rows = await db
    .select({ signature: transactions.signature })
    .from(transactions)
    .where(inArray(transactions.signature, signatures));
  return new Set(rows.flatMap((row) => (row.signature ? [row.signature] : [])));
}

export async function findTransactionBySignature(db: DbOrTx, signature: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.signature, signature)).limit(1);
  return row;
}

/**
 * Moves every leg of a transaction that may become `changes.status` (contracts/private-lifecycle.ts: an ended leg
 * never changes again) to it.
 */
export async function updateRecipientsOf(
  db: DbOrTx,
  transactionId: string,
  changes: Partial<typeof transactionRecipients.$inferInsert> & { status: LegStatus },
): Promise<void> {
  await db
    .update(transactionRecipients)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(transactionRecipients.transactionId, transactionId),
        inArray(transactionRecipients.status, sourcesOf(legTransitions, changes.status)),
      ),
    );
}

export async function recordBroadcastError(
  db: DbOrTx,
  transactionId: string,
  broadcastError: Record<string, unknown>,
): Promise<void> {
  await db
    .update(transactions)
    .set({ broadcastError, updatedAt: new Date() })
    .where(eq(transactions.id, transactionId));
}
