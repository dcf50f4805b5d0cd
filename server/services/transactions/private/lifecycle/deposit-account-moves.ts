import { depositAccountState } from "../../../../contracts/private-lifecycle";
import type { Db, DbOrTx, Tx } from "../../../../db/client";
import { kickLoop } from "../../../../db/queries/background-loops";
import { changeDepositAccountState, type DepositAccountRow } from "../../../../db/queries/deposit-accounts";
import { jobs } from "../../../../outbox/jobs";
import { publishEvents } from "../../../../outbox/publish";
import { type JobIntent, recordJobs } from "../../../../outbox/record-job";
import { loopStaleMs } from "../shared/deposit-rules";

/*
 * The moves of a deposit account's state, one function each (the table is contracts/private-lifecycle.ts): the only
 * code that changes one. Each is changeDepositAccountState's guarded update; undefined (or no job) when another
 * round moved the account first.
 */

/** Complete and final: the account goes to the router, in the database transaction that starts the routing. */
export async function handToRouter(tx: Tx, address: string): Promise<DepositAccountRow | undefined> {
  return changeDepositAccountState(tx, address, depositAccountState.watching, depositAccountState.routing);
}

/**
 * Back to `watching`, with a kick of the watcher in the same database transaction, as a new deposit kicks it: while
 * the account was away the watcher may have found nothing to watch and ended its run, and a payment arriving now
 * must not wait for the next deposit to be read.
 */
async function watchAgain(
  db: Db,
  address: string,
  from: typeof depositAccountState.routing | typeof depositAccountState.refunding,
  refund?: number,
): Promise<DepositAccountRow | undefined> {
  const moved = await db.transaction(async (tx) => {
    const row = await changeDepositAccountState(tx, address, from, depositAccountState.watching, refund);
    if (!row) return undefined;
    return {
      row,
      jobIds: await recordJobs(tx, [jobs.watchDeposits(await kickLoop(tx, "deposit-watcher", loopStaleMs))]),
    };
  });
  if (moved) await publishEvents(db, [], moved.jobIds);
  return moved?.row;
}

/** Swept into the pool: the account is watched again (a second payment is refunded, not routed). */
export async function watchAgainAfterSweep(db: Db, address: string): Promise<DepositAccountRow | undefined> {
  return watchAgain(db, address, depositAccountState.routing);
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
export async function endRefund(db: Db, address: string, refund: number): Promise<DepositAccountRow | undefined> {
  return watchAgain(db, address, depositAccountState.refunding, refund);
}

/** Refund number `refund` cannot tell who paid what: the account waits for an operator, out of every loop. */
export async function markDepositUnresolved(
  db: DbOrTx,
  address: string,
  refund: number,
): Promise<DepositAccountRow | undefined> {
  return changeDepositAccountState(db, address, depositAccountState.refunding, depositAccountState.unresolved, refund);
}
