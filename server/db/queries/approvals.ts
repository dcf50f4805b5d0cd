import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { ApprovalStatus } from "../../contracts/approvals";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { apiKeys, approvalDecisions, approvals, members } from "../schema";

export type ApprovalRow = typeof approvals.$inferSelect;
export type ApprovalDecisionRow = typeof approvalDecisions.$inferSelect;

export async function insertApproval(tx: Tx, row: typeof approvals.$inferInsert): Promise<ApprovalRow> {
  const [inserted] = await tx.insert(approvals).values(row).returning();
  return inserted!;
}

export async function findApproval(
  db: DbOrTx,
  accountId: string,
  approvalId: string,
): Promise<ApprovalRow | undefined> {
  if (!isPlausibleId(approvalId)) return undefined;
  const [row] = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, approvalId), eq(approvals.accountId, accountId)))
    .limit(1);
  return row;
}

export async function approvalOfTransaction(db: DbOrTx, transactionId: string): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(approvals).where(eq(approvals.transactionId, transactionId)).limit(1);
  return row;
}

/**
 * Newest first, by (created, id); after the approval `afterId` when given. One more than `limit` tells whether more
 * follow. The cursor's time is read in SQL: a JS Date would drop the column's microseconds.
 */
export async function listApprovals(
  db: DbOrTx,
  accountId: string,
  page: { limit: number; afterId?: string; status?: ApprovalStatus },
): Promise<ApprovalRow[]> {
  const cursor = page.afterId
    ? sql`(${approvals.createdAt}, ${approvals.id}) < (select a.created_at, a.id from ${approvals} a where a.id = ${page.afterId})`
    : undefined;
  return db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.accountId, accountId),
        cursor,
        page.status === undefined ? undefined : eq(approvals.status, page.status),
      ),
    )
    .orderBy(desc(approvals.createdAt), desc(approvals.id))
    .limit(page.limit + 1);
}

export async function decisionsOf(db: DbOrTx, approvalIds: string[]): Promise<ApprovalDecisionRow[]> {
  if (approvalIds.length === 0) return [];
  return db
    .select()
    .from(approvalDecisions)
    .where(inArray(approvalDecisions.approvalId, approvalIds))
    .orderBy(asc(approvalDecisions.createdAt));
}

/** A decider's decision; false when this decider decided this approval already (the primary key says so). */
export async function insertDecision(tx: Tx, row: typeof approvalDecisions.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(approvalDecisions)
    .values(row)
    .onConflictDoNothing()
    .returning({ approvalId: approvalDecisions.approvalId });
  return inserted.length > 0;
}

const awaitingAt = (now: Date) => and(eq(approvals.status, "awaiting"), gt(approvals.expiresAt, now));

/**
 * One more approval, while it still awaits and has not expired; the one that reaches `required` approves it. The
 * WHERE clause is the lock: of an approval and a rejection racing, the second finds it no longer awaiting.
 */
export async function countApproval(tx: Tx, approvalId: string, now: Date): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .update(approvals)
    .set({
      approvalsCount: sql`${approvals.approvalsCount} + 1`,
      status: sql`case when ${approvals.approvalsCount} + 1 >= ${approvals.required} then 'approved' else 'awaiting' end`,
      decidedAt: sql`case when ${approvals.approvalsCount} + 1 >= ${approvals.required} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(approvals.id, approvalId), awaitingAt(now)))
    .returning();
  return row;
}

/** awaiting -> rejected, unless it was decided or expired first. */
export async function markRejected(tx: Tx, approvalId: string, now: Date): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .update(approvals)
    .set({ status: "rejected", decidedAt: now })
    .where(and(eq(approvals.id, approvalId), awaitingAt(now)))
    .returning();
  return row;
}

/** awaiting -> expired, once its time passed (an approval or a rejection after that finds it no longer awaiting). */
export async function markExpired(tx: Tx, approvalId: string, now: Date): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .update(approvals)
    .set({ status: "expired", decidedAt: now })
    .where(and(eq(approvals.id, approvalId), eq(approvals.status, "awaiting"), lte(approvals.expiresAt, now)))
    .returning();
  return row;
}

/** An approved wallet approval is used once, by a prepare carrying its exact content (the digest). */
export async function markApprovalUsed(
  tx: Tx,
  approvalId: string,
  digest: string,
  quoteId: string,
  now: Date,
): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .update(approvals)
    .set({ usedAt: now, usedByQuoteId: quoteId })
    .where(
      and(
        eq(approvals.id, approvalId),
        eq(approvals.status, "approved"),
        eq(approvals.digest, digest),
        isNull(approvals.usedAt),
      ),
    )
    .returning();
  return row;
}

/** The approval a prepare used for this quote: create must carry the payment the approval allowed. */
export async function approvalUsedByQuote(db: DbOrTx, quoteId: string): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(approvals).where(eq(approvals.usedByQuoteId, quoteId)).limit(1);
  return row;
}

/** The account's approvals of this content still awaiting and not past their time (a retried prepare finds its own). */
export async function awaitingApprovalsOfDigest(
  db: DbOrTx,
  accountId: string,
  digest: string,
  now: Date,
): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(approvals)
    .where(and(eq(approvals.accountId, accountId), eq(approvals.digest, digest), awaitingAt(now)))
    .limit(20);
}

/**
 * What the dashboard calls the makers of these approvals, by id: a key's name, a member's wallet address (one query
 * each, whatever the page's size).
 */
export async function makerNames(
  db: DbOrTx,
  accountId: string,
  rows: Pick<ApprovalRow, "maker">[],
): Promise<Map<string, string>> {
  const keyIds = [...new Set(rows.flatMap((r) => (r.maker.keyId ? [r.maker.keyId] : [])))];
  const memberIds = [...new Set(rows.flatMap((r) => (r.maker.memberId ? [r.maker.memberId] : [])))];
  const [keys, people] = await Promise.all([
    keyIds.length === 0
      ? []
      : db
          .select({ id: apiKeys.id, name: apiKeys.name })
          .from(apiKeys)
          .where(and(eq(apiKeys.accountId, accountId), inArray(apiKeys.id, keyIds))),
    memberIds.length === 0
      ? []
      : db
          .select({ id: members.id, name: members.address })
          .from(members)
          .where(and(eq(members.accountId, accountId), inArray(members.id, memberIds))),
  ]);
  return new Map([...keys, ...people].map((r) => [r.id, r.name]));
}
