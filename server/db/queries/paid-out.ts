import { and, asc, eq, exists, inArray, ne, notExists, notInArray, sql } from "drizzle-orm";
import { endedLegStatuses, legStatus, routedStages, stage } from "../../contracts/private-lifecycle";
import type { DbOrTx } from "../client";
import { transactionRecipients, transactions } from "../schema";
import type { DueLeg } from "./payout-legs";
import { privateInFlightAt } from "./private-transactions";

/* Where private transactions stand once their legs were assigned: partly or wholly paid out, and what is owed. */

/**
 * Private transactions paying out whose every leg ended and some failed (refused by the ledger at payout): the payout
 * loop fails them, naming who was not paid. Oldest first, at most `limit`.
 */
export async function partlyPaidTransactions(db: DbOrTx, limit: number): Promise<string[]> {
  const leg = (condition: ReturnType<typeof and>) =>
    db
      .select({ one: sql`1` })
      .from(transactionRecipients)
      .where(and(eq(transactionRecipients.transactionId, transactions.id), condition));
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        privateInFlightAt(stage.payingOut),
        notExists(leg(notInArray(transactionRecipients.status, [...endedLegStatuses]))),
        exists(leg(eq(transactionRecipients.status, legStatus.failed))),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Private transactions paying out whose every leg is paid: the payout loop completes them. Oldest first, at most
 * `limit`; a partial index keeps this cheap however many transactions ended.
 */
export async function paidOutTransactions(db: DbOrTx, limit: number): Promise<string[]> {
  const unpaid = db
    .select({ one: sql`1` })
    .from(transactionRecipients)
    .where(
      and(
        eq(transactionRecipients.transactionId, transactions.id),
        ne(transactionRecipients.status, legStatus.completed),
      ),
    );
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(privateInFlightAt(stage.payingOut), notExists(unpaid)))
    .orderBy(asc(transactions.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * What the pool still owes in `asset`: the legs not paid yet of private transactions whose deposit reached the
 * router (stages routing and paying_out). Money held for them is not free to promise to a new transaction.
 */
export async function owedLegs(db: DbOrTx, asset: DueLeg["asset"]): Promise<bigint> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${transactionRecipients.amount}), 0)::text` })
    .from(transactionRecipients)
    .innerJoin(transactions, eq(transactions.id, transactionRecipients.transactionId))
    .where(
      and(
        eq(transactions.mode, "private"),
        eq(transactions.status, "processing"),
        inArray(transactions.stage, [...routedStages]),
        eq(transactions.outputAsset, asset),
        ne(transactionRecipients.status, legStatus.completed),
      ),
    );
  return BigInt(row?.owed ?? "0");
}
