import { depositAccountState } from "../../../../contracts/private-lifecycle";
import type { DbOrTx, Tx } from "../../../../db/client";
import { changeDepositAccountState, type DepositAccountRow } from "../../../../db/queries/deposit-accounts";
import { jobs } from "../../../../outbox/jobs";
import type { JobIntent } from "../../../../outbox/record-job";

/*
 * The moves of a deposit account's state, one function each (the table is contracts/private-lifecycle.ts): the only
 * code that changes one. Each is changeDepositAccountState's guarded update; undefined (or no job) when another
 * round moved the account first.
 */

/** Complete and final: the account goes to the router, in the database transaction that starts the routing. */
export async function handToRouter(tx: Tx, address: string): Promise<DepositAccountRow | undefined> {
  return changeDepositAccountState(tx, address, depositAccountState.watching, depositAccountState.routing);
}

/** Swept into the pool: the account is watched again (a second payment is refunded, not routed). */
export async function watchAgainAfterSweep(db: DbOrTx, address: string): Promise<DepositAccountRow | undefined> {
  return changeDepositAccountState(db, address, depositAccountState.routing, depositAccountState.watching);
}

/**
 * Hands a deposit account from `from` (watched, or held by the router that refuses it) to its next refund, inside the
 * caller's database transaction, and returns the refund's job to record with it.
 */
export async function handToRefund(
  tx: Tx,
  address: string,
  from: typeof depositAccountState.watching | typeof depositAccountState.routing,
): Promise<JobIntent[]> {
  const refunding = await changeDepositAccountState(tx, address, from, depositAccountState.refunding);
  return refunding ? [jobs.refund(refunding.address, refunding.refunds)] : [];
}

/**
 * Refund number `refund` is over: the account is watched again. Only that refund's run ends it, so a stale run of
 * an earlier refund never turns a later one back to watching.
 */
export async function endRefund(db: DbOrTx, address: string, refund: number): Promise<DepositAccountRow | undefined> {
  return changeDepositAccountState(db, address, depositAccountState.refunding, depositAccountState.watching, refund);
}

/** Refund number `refund` cannot tell who paid what: the account waits for an operator, out of every loop. */
export async function markDepositUnresolved(
  db: DbOrTx,
  address: string,
  refund: number,
): Promise<DepositAccountRow | undefined> {
  return changeDepositAccountState(db, address, depositAccountState.refunding, depositAccountState.unresolved, refund);
}
