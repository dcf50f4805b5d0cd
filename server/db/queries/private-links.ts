import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { depositAccountState } from "../../contracts/private-lifecycle";
import type { DbOrTx, Tx } from "../client";
import { depositAccounts, ledgerMoves, transactionRecipients, transactions } from "../schema";
import { finishedStatuses } from "./transactions";

export type LinkCutoffs = {
  /** Transactions that ended before this. */
  endedBefore: Date;
  /** Deposit accounts watched until before this: their refund window is over. */
  now: Date;
};

/** The prefix of a ledger move's key once it no longer names its transaction or deposit address. */
export const forgottenMoveKeyPrefix = "forgotten:";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * A private transaction whose deposit side may be forgotten: it ended before the cutoff, every deposit account of
 * it is past its refund window and plainly watched (not refunding, not routing), none of its own ledger moves is
 * still in flight, and no leg of it is scheduled or assigned to a payout without being completed.
 */
function forgettable(cutoffs: LinkCutoffs) {
  return and(
    eq(transactions.mode, "private"),
    isNull(transactions.linkForgottenAt),
    // Implied by the end below (a transaction ends after it is created); it lets the partial index pick the rows.
    lt(transactions.createdAt, cutoffs.endedBefore),
    inArray(transactions.status, [...finishedStatuses]),
    sql`coalesce(${transactions.completedAt}, ${transactions.failedAt}, ${transactions.cancelledAt}, ${transactions.updatedAt}) < ${at(cutoffs.endedBefore)}`,
    sql`not exists (select 1 from deposit_accounts d where d.transaction_id = ${transactions.id} and (d.state <> ${depositAccountState.watching} or d.watch_until >= ${at(cutoffs.now)}))`,
    sql`not exists (select 1 from ledger_moves m where m.transaction_id = ${transactions.id} and m.status = 'sent')`,
    sql`not exists (select 1 from transaction_recipients r where r.transaction_id = ${transactions.id} and r.status <> 'completed' and (r.payout_key is not null or r.due_at is not null))`,
  );
}

/** Up to `limit` private transactions whose link may be forgotten, oldest first; with `among`, only those. */
export async function linksToForget(
  db: DbOrTx,
  cutoffs: LinkCutoffs,
  limit: number,
  among?: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(forgettable(cutoffs), among ? inArray(transactions.id, among) : undefined))
    .orderBy(asc(transactions.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Locks the deposit accounts of these transactions until the caller's transaction ends, and returns them: the
 * deposit watcher changes an account's state with a guarded update, which then waits, and finds the row gone.
 */
export async function lockDepositAccountsOf(
  tx: Tx,
  transactionIds: string[],
): Promise<{ address: string; transactionId: string; refunds: number }[]> {
  if (transactionIds.length === 0) return [];
  return tx
    .select({
      address: depositAccounts.address,
      transactionId: depositAccounts.transactionId,
      refunds: depositAccounts.refunds,
    })
    .from(depositAccounts)
    .where(inArray(depositAccounts.transactionId, transactionIds))
    .for("update");
}

export async function deleteDepositAccountsOf(tx: Tx, transactionIds: string[]): Promise<number> {
  if (transactionIds.length === 0) return 0;
  const rows = await tx
    .delete(depositAccounts)
    .where(inArray(depositAccounts.transactionId, transactionIds))
    .returning({ address: depositAccounts.address });
  return rows.length;
}

/**
 * The moves made for these transactions alone (sweep, refunds, the top-ups made for them) stop naming them and the
 * sender: no transaction id, a key of their own instead of one built from the transaction or the deposit address,
 * no signed bytes, and no parties in their details but the pool wallet (a sweep's `to`, a top-up's `to`): none of
 * a sweep's or refund's `sources`, `parts` or `rent`. What they moved, their payer (a pool wallet or the treasury),
 * their signatures and network fees stay, for the books.
 * Shared payouts are not theirs (they carry no transaction id) and are left alone.
 */
export async function detachMovesOf(tx: Tx, transactionIds: string[], at: Date): Promise<number> {
  if (transactionIds.length === 0) return 0;
  const rows = await tx
    .update(ledgerMoves)
    .set({
      transactionId: null,
      key: sql`${forgottenMoveKeyPrefix} || ${ledgerMoves.id}`,
      signedWire: "",
      details: sql`${ledgerMoves.details} - (case when ${ledgerMoves.purpose} = 'refund' then array['source', 'from', 'to', 'parts', 'sources', 'rent'] else array['source', 'from', 'parts', 'sources', 'rent'] end)::text[]`,
      updatedAt: at,
    })
    .where(inArray(ledgerMoves.transactionId, transactionIds))
    .returning({ id: ledgerMoves.id });
  return rows.length;
}

/** Moves whose transaction was forgotten (detachMovesOf), for the books. */
export async function forgottenMoves(db: DbOrTx) {
  return db
    .select()
    .from(ledgerMoves)
    .where(sql`${ledgerMoves.key} like ${`${forgottenMoveKeyPrefix}%`}`);
}

/**
 * The transactions keep their recipients, amounts, fees, statuses and times, and lose their deposit address, its
 * sealed secret, the pool wallet the deposit went to, the sender (replaced by `sender`), and the exact amount and
 * time of the deposit (together they find it on chain); marked forgotten now. Only those not forgotten yet: returns
 * the ids changed.
 */
export async function forgetTransactionParties(
  tx: Tx,
  transactionIds: string[],
  changes: { at: Date; sender: string },
): Promise<string[]> {
  if (transactionIds.length === 0) return [];
  const rows = await tx
    .update(transactions)
    .set({
      ephemeralAddress: null,
      ephemeralSecret: null,
      routingPlan: null,
      sender: changes.sender,
      depositAmount: null,
      depositDetectedAt: null,
      linkForgottenAt: changes.at,
      updatedAt: changes.at,
    })
    .where(and(inArray(transactions.id, transactionIds), isNull(transactions.linkForgottenAt)))
    .returning({ id: transactions.id });
  return rows.map((r) => r.id);
}

/**
 * The legs of forgotten transactions stop showing their payout signatures: a payout's time and its pool wallet
 * narrow the search for the deposit. Their address, amount and status stay (the customer's record of whom it paid);
 * the shared payout moves keep the signatures for the pool's books.
 */
export async function forgetPayoutSignaturesOf(tx: Tx, transactionIds: string[]): Promise<void> {
  if (transactionIds.length === 0) return;
  await tx
    .update(transactionRecipients)
    .set({ signature: null })
    .where(inArray(transactionRecipients.transactionId, transactionIds));
}
