import { and, asc, count, desc, eq, getTableColumns, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { MemberRole } from "../../auth/roles";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { accounts, members, sessions } from "../schema";
import { type AccountAccess, accountAccessColumns } from "./account-access";

export type MemberRow = typeof members.$inferSelect;
/** A member with what a request needs of its account: tier, status, and whether it is the operator. */
export type MemberWithTier = MemberRow & AccountAccess;

const live = isNull(members.removedAt);
const active = eq(members.status, "active");

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
    .where(and(eq(members.id, memberId), live, active))
    .limit(1);
  return row;
}

/** A member, removed or not, with its account: who a record made by it was made by. */
export async function findMemberWithAccount(db: DbOrTx, memberId: string): Promise<MemberWithTier | undefined> {
  if (!isPlausibleId(memberId)) return undefined;
  const [row] = await selectWithTier(db).where(eq(members.id, memberId)).limit(1);
  return row;
}

/** A membership or an invitation a wallet may sign in with, and the name of its account (to choose by). */
export type SignInOption = MemberWithTier & { accountName: string };

/**
 * What a wallet may sign in to: its active memberships, then its invitations that have not lapsed (the enum orders
 * invited before active: descending puts members first), newest first; `limit` and one more, to tell of more; of
 * one account only when `accountId` is given.
 */
export async function listSignInOptions(
  db: DbOrTx,
  address: string,
  now: Date,
  page: { limit: number; accountId?: string },
): Promise<SignInOption[]> {
  const pending = and(eq(members.status, "invited"), gt(members.expiresAt, now));
  const ofAccount = page.accountId ? eq(members.accountId, page.accountId) : undefined;
  return db
    .select({ ...getTableColumns(members), ...accountAccessColumns, accountName: accounts.name })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.address, address), live, or(active, pending), ofAccount))
    .orderBy(desc(members.status), desc(members.createdAt), desc(members.id))
    .limit(page.limit + 1);
}

/**
 * Holds one wallet's sign-ups one at a time until the transaction ends: two first sign-ins of a wallet at once make
 * one account, not two (a wallet may be a member of several accounts, so no unique index says it).
 */
export async function lockWalletSignUp(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${walletSignUpLockSpace}, hashtext(${address}))`);
}

const walletSignUpLockSpace = 727_276;

export async function isActiveMemberAnywhere(tx: Tx, address: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.address, address), live, active))
    .limit(1);
  return row !== undefined;
}

/** invited -> active, unless the invitation was revoked or lapsed meanwhile (the WHERE clause decides). */
export async function acceptInvitation(tx: Tx, memberId: string, now: Date): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ status: "active", expiresAt: null })
    .where(and(eq(members.id, memberId), live, eq(members.status, "invited"), gt(members.expiresAt, now)))
    .returning();
  return row;
}

/** Closes the account's lapsed invitation of `address`, so a new one can take its place; its id, if there was one. */
export async function closeLapsedInvitation(
  tx: Tx,
  accountId: string,
  address: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(members)
    .set({ removedAt: now })
    .where(
      and(
        eq(members.accountId, accountId),
        eq(members.address, address),
        live,
        eq(members.status, "invited"),
        lte(members.expiresAt, now),
      ),
    )
    .returning({ id: members.id });
  return row?.id;
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

/** The account's live rows, invitations included (they take room too), or its active members of `role`. */
export async function countLiveMembers(tx: Tx, accountId: string, activeOfRole?: MemberRole): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.accountId, accountId),
        live,
        activeOfRole ? and(active, eq(members.role, activeOfRole)) : undefined,
      ),
    );
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
