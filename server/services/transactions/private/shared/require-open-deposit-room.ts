import type { DbOrTx, Tx } from "../../../../db/client";
import { countOwnAwaitingDeposit, lockPrivateCreates } from "../../../../db/queries/private-transactions";
import { env } from "../../../../env";
import { AppError } from "../../../../errors";

/**
 * Which cap a new private transaction counts against, checked twice: a cheap look before any ledger work (`before`;
 * an owner that makes the transaction's quote itself, a payment request, looks before that instead), and exactly in
 * the database transaction that just recorded it (which must take the account's lock, lockPrivateCreates, so
 * concurrent creates are counted one after another and the last one past the cap rolls back).
 */
export type OpenDepositRoom = {
  before?: (db: DbOrTx) => Promise<void>;
  within: (tx: Tx) => Promise<void>;
};

function tooMany(limit: number, open: number): AppError {
  return new AppError(
    "TOO_MANY_OPEN_DEPOSITS",
    `This account already has ${open} private transactions awaiting their deposit, the most it may have at once; pay, cancel or let one expire first`,
    { scope: "account", limit, open },
  );
}

/**
 * Each private transaction awaiting its deposit is watched every round until its deadline, and creating one costs
 * nothing, so one account may leave at most PRIVATE_MAX_OPEN_DEPOSITS of its own open. Deposits its payment
 * requests hand out to payers count against their own budget (services/payment-requests/shared/pay-link-room.ts).
 */
export function accountDepositRoom(accountId: string): OpenDepositRoom {
  return {
    before: async (db) => {
      const limit = env().PRIVATE_MAX_OPEN_DEPOSITS;
      const open = await countOwnAwaitingDeposit(db, accountId, limit);
      if (open >= limit) throw tooMany(limit, open);
    },
    within: async (tx) => {
      await lockPrivateCreates(tx, accountId);
      const limit = env().PRIVATE_MAX_OPEN_DEPOSITS;
      // The new transaction is among those counted.
      const open = await countOwnAwaitingDeposit(tx, accountId, limit + 1);
      if (open > limit) throw tooMany(limit, open - 1);
    },
  };
}
