import { and, asc, count, eq, isNull } from "drizzle-orm";
import { isPlausibleId } from "../../ids";
import type { DbOrTx, Tx } from "../client";
import { policies } from "../schema";

export type PolicyRow = typeof policies.$inferSelect;

const live = isNull(policies.deletedAt);

export async function insertPolicy(tx: Tx, row: typeof policies.$inferInsert): Promise<PolicyRow> {
  const [inserted] = await tx.insert(policies).values(row).returning();
  return inserted!;
}

export async function findLivePolicy(db: DbOrTx, accountId: string, policyId: string): Promise<PolicyRow | undefined> {
  if (!isPlausibleId(policyId)) return undefined;
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.accountId, accountId), live))
    .limit(1);
  return row;
}

export async function countLivePolicies(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(policies)
    .where(and(eq(policies.accountId, accountId), live));
  return row?.n ?? 0;
}

/** Every live policy of the account, oldest first: at most maxPoliciesPerAccount rows. */
export async function livePoliciesOf(db: DbOrTx, accountId: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(and(eq(policies.accountId, accountId), live))
    .orderBy(asc(policies.createdAt), asc(policies.id));
}

export async function updatePolicy(
  tx: Tx,
  policyId: string,
  change: Partial<Pick<PolicyRow, "name" | "match" | "effect" | "approvals">>,
  now: Date,
): Promise<PolicyRow | undefined> {
  const [row] = await tx
    .update(policies)
    .set({ ...change, updatedAt: now })
    .where(and(eq(policies.id, policyId), live))
    .returning();
  return row;
}

export async function deletePolicy(
  tx: Tx,
  accountId: string,
  policyId: string,
  now: Date,
): Promise<PolicyRow | undefined> {
  if (!isPlausibleId(policyId)) return undefined;
  const [row] = await tx
    .update(policies)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(policies.id, policyId), eq(policies.accountId, accountId), live))
    .returning();
  return row;
}
