import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../client";
import { transactionRecipients } from "../schema";

/**
 * Locks every leg of a transaction until the caller's transaction ends and says how many a payout took already: a
 * cancel of a payment from the private balance reads this, and assignPayouts (payout-legs.ts) waits on these rows.
 */
export async function lockLegsOfTransaction(tx: Tx, transactionId: string): Promise<{ assigned: number }> {
  const legs = await tx
    .select({ payoutKey: transactionRecipients.payoutKey })
    .from(transactionRecipients)
    .where(eq(transactionRecipients.transactionId, transactionId))
    .for("update");
  return { assigned: legs.filter((l) => l.payoutKey !== null).length };
}

/**
 * Legs no payout took are never paid: their due time is cleared, and assignPayouts (payout-legs.ts) assigns only due
 * legs, reading its WHERE again on the row this leaves when it waited on the lock.
 */
export async function unscheduleLegs(tx: Tx, transactionId: string): Promise<void> {
  await tx
    .update(transactionRecipients)
    .set({ dueAt: null, awaitsBacklog: false, updatedAt: new Date() })
    .where(and(eq(transactionRecipients.transactionId, transactionId), isNull(transactionRecipients.payoutKey)));
}
