import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { accounts } from "../schema";

export type AccountRow = typeof accounts.$inferSelect;

export type AccountFilter = { status?: AccountRow["status"]; tier?: AccountRow["tier"] };

export async function insertCustomerAccount(
  db: DbOrTx,
  row: Pick<AccountRow, "id" | "name" | "tier">,
): Promise<AccountRow> {
  const [inserted] = await db.insert(accounts).values(row).returning();
  return inserted!;
}

export async function findAccount(db: DbOrTx, accountId: string): Promise<AccountRow | undefined> {
  if (!isPlausibleId(accountId)) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

/**
 * The account's status, its row locked against changes until the caller's transaction ends: a suspension (an update
 * of the row) waits for it, and it waits for a suspension under way, then reads the committed status.
 */
export async function lockAccountStatus(tx: Tx, accountId: string): Promise<AccountRow["status"] | undefined> {
  const [row] = await tx
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1)
    .for("share");
  return row?.status;
}

/** Rows after the cursor's row in the list's order (newest first), compared at the database's full precision. */
function after(cursorId: string): SQL {
  return sql`(${accounts.createdAt}, ${accounts.id}) < (select c.created_at, c.id from accounts c where c.id = ${cursorId})`;
}

/** A page of accounts, newest first, after a cursor row the caller checked exists; one more row tells of more. */
export async function listAccounts(
  db: DbOrTx,
  filter: AccountFilter,
  page: { limit: number; startingAfter?: string },
): Promise<{ rows: AccountRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(accounts)
    .where(
      and(
        filter.status ? eq(accounts.status, filter.status) : undefined,
        filter.tier ? eq(accounts.tier, filter.tier) : undefined,
        page.startingAfter ? after(page.startingAfter) : undefined,
      ),
    )
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/**
 * Changes an account; a suspension never matches the operator account (it would lock the deployment's own admins
 * out), so the WHERE clause is the rule.
 */
export async function updateAccount(
  db: DbOrTx,
  accountId: string,
  changes: Partial<Pick<AccountRow, "name" | "tier" | "status">>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set(changes)
    .where(and(eq(accounts.id, accountId), changes.status === "suspended" ? eq(accounts.isOperator, false) : undefined))
    .returning();
  return row;
}
