import { and, asc, count, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { MemberRole } from "../../auth/roles";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { accounts, members, sessions } from "../schema";
import { type AccountAccess, accountAccessColumns } from "./account-access";

export type MemberRow = typeof members.$inferSelect;
/** A member with what a request needs of its account: tier, status, and whether it is the operator. */
export type MemberWithTier = MemberRow & AccountAccess;

const live = isNull(members.removedAt);

export async function insertMember(db: DbOrTx, row: typeof members.$inferInsert): Promise<MemberRow> {
  const [inserted] = await db.insert(members).values(row).returning();
  return inserted!;
}

function selectWithTier(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(members),
      ...accountAccessColumns,
    })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId));
}

/** Read on every request of a member session, uncached: a removal or a new role counts from the next request. */
export async function findLiveMemberById(db: DbOrTx, memberId: string): Promise<MemberWithTier | undefined> {
  if (!isPlausibleId(memberId)) return undefined;
  const [row] = await selectWithTier(db)
    .where(and(eq(members.id, memberId), live))
    .limit(1);
  return row;
}

/** A member, removed or not, with its account: who a record made by it was made by. */
export async function findMemberWithAccount(db: DbOrTx, memberId: string): Promise<MemberWithTier | undefined> {
  if (!isPlausibleId(memberId)) return undefined;
  const [row] = await selectWithTier(db).where(eq(members.id, memberId)).limit(1);
  return row;
}

export async function findLiveMemberByAddress(db: DbOrTx, address: string): Promise<MemberWithTier | undefined> {
  const [row] = await selectWithTier(db)
    .where(and(eq(members.address, address), live))
    .limit(1);
  return row;
}

export async function findLiveMember(db: DbOrTx, accountId: string, memberId: string): Promise<MemberRow | undefined> {
  if (!isPlausibleId(memberId)) return undefined;
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.accountId, accountId), live))
    .limit(1);
  return row;
}

/**
 * Oldest first, by (created, id); after the member `afterId` when given. One more than `limit` tells whether more
 * follow. The cursor's time is read in SQL: a JS Date would drop the column's microseconds.
 */
export async function listLiveMembers(
  db: DbOrTx,
  accountId: string,
  page: { limit: number; afterId?: string },
): Promise<MemberRow[]> {
  const cursor = page.afterId
    ? sql`(${members.createdAt}, ${members.id}) > (select m.created_at, m.id from ${members} m where m.id = ${page.afterId})`
    : undefined;
  return db
    .select()
    .from(members)
    .where(and(eq(members.accountId, accountId), live, cursor))
    .orderBy(asc(members.createdAt), asc(members.id))
    .limit(page.limit + 1);
}

/**
 * Locks the account's row for the rest of the transaction: member changes of one account then run one at a time,
 * so two admins demoting each other cannot both pass the last-admin check.
 */
export async function lockAccountMembers(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select id from ${accounts} where ${accounts.id} = ${accountId} for update`);
}

export async function countLiveMembers(tx: Tx, accountId: string, role?: MemberRole): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.accountId, accountId), live, role ? eq(members.role, role) : undefined));
  return row?.n ?? 0;
}

export async function setMemberRole(tx: Tx, memberId: string, role: MemberRole): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ role })
    .where(and(eq(members.id, memberId), live))
    .returning();
  return row;
}

/** Marks the member removed and ends its sessions in the same transaction. */
export async function removeMember(tx: Tx, memberId: string, at: Date): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ removedAt: at })
    .where(and(eq(members.id, memberId), live))
    .returning();
  if (row) await tx.delete(sessions).where(eq(sessions.memberId, memberId));
  return row;
}
