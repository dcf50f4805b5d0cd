import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx } from "../client";
import { transactionRecipients, transactions } from "../schema";

export type TransactionRow = typeof transactions.$inferSelect;
export type RecipientRow = typeof transactionRecipients.$inferSelect;
export type TransactionStatus = TransactionRow["status"];

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

export async function pageTransactions(
  db: DbOrTx,
  accountId: string,
  page: { limit: number; offset: number; status?: TransactionStatus },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(transactions.accountId, accountId),
    page.status ? eq(transactions.status, page.status) : undefined,
  );
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ n: count() }).from(transactions).where(where);
  return { rows, total: totals?.n ?? 0 };
}

export async function insertTransaction(db: DbOrTx, row: typeof transactions.$inferInsert): Promise<TransactionRow> {
  const [inserted] = await db.insert(transactions).values(row).returning();
  return inserted!;
}

export async function insertRecipients(db: DbOrTx, rows: (typeof transactionRecipients.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(transactionRecipients).values(rows);
}

/** Changes a row only if it is still in a state the caller saw: the WHERE clause is the lock. */
export async function updateTransactionWhere(
  db: DbOrTx,
  transactionId: string,
  condition: SQL | undefined,
  changes: Partial<typeof transactions.$inferInsert>,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(transactions.id, transactionId), condition))
    .returning();
  return row;
}

export async function findTransactionById(db: DbOrTx, transactionId: string): Promise<TransactionRow | undefined> {
  if (!isPlausibleId(transactionId)) return undefined;
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId)).limit(1);
  return row;
}

export async function findTransactionBySignature(db: DbOrTx, signature: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.signature, signature)).limit(1);
  return row;
}

export async function updateRecipientsOf(
  db: DbOrTx,
  transactionId: string,
  changes: Partial<typeof transactionRecipients.$inferInsert>,
): Promise<void> {
  await db
    .update(transactionRecipients)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(transactionRecipients.transactionId, transactionId));
}
