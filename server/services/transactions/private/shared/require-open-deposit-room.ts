import type { DbOrTx, Tx } from "../../../../db/client";
import { countAwaitingDeposit, lockPrivateCreates } from "../../../../db/queries/private-transactions";
import { env } from "../../../../env";
import { AppError } from "../../../../errors";

function tooMany(limit: number, open: number): AppError {
  return new AppError(
    "TOO_MANY_OPEN_DEPOSITS",
    `This account already has ${open} private transactions awaiting their deposit, the most it may have at once; pay, cancel or let one expire first`,
    { limit, open },
  );
}

/**
 * Each private transaction awaiting its deposit is watched every round until its deadline, and creating one costs
 * nothing, so one account may leave at most PRIVATE_MAX_OPEN_DEPOSITS open: a cheap look before any ledger work.
 */
export async function requireOpenDepositRoom(db: DbOrTx, accountId: string): Promise<void> {
  const limit = env().PRIVATE_MAX_OPEN_DEPOSITS;
  const open = await countAwaitingDeposit(db, accountId, limit);
  if (open >= limit) throw tooMany(limit, open);
}

/**
 * The same cap, exact: in the database transaction that just recorded a new one, under the account's lock, so that
 * concurrent creates are counted one after another and the last one past the cap rolls back.
 */
export async function requireOpenDepositRoomWith(tx: Tx, accountId: string): Promise<void> {
  await lockPrivateCreates(tx, accountId);
  const limit = env().PRIVATE_MAX_OPEN_DEPOSITS;
  // The new transaction is among those counted.
  const open = await countAwaitingDeposit(tx, accountId, limit + 1);
  if (open > limit) throw tooMany(limit, open - 1);
}
