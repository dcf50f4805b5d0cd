import type { Db } from "../../../db/client";
import { changeDepositAccountState, depositAccountsOfTransaction } from "../../../db/queries/deposit-accounts";
import { readFinalizedTransaction } from "../../../ledger/landed-transactions";
import { publishEvents } from "../../../outbox/publish";
import { countTransactionLoss } from "../../books/count-loss";
import { cancelWaitingDeposits } from "../../payment-requests/shared/cancel-waiting-deposits";
import { markPaidByDeposit } from "../../payment-requests/shared/mark-paid";
import { transitionTransaction } from "../transition-transaction";
import { movesOfTransaction } from "./shared/transaction-moves";

/**
 * The deposit is in the pool: its account is watched again (a second payment is refunded, not routed). The stage
 * moves on to paying out when the legs are scheduled (schedule-payout.ts), in the same database transaction.
 */
export async function afterSweep(db: Db, transactionId: string): Promise<void> {
  for (const account of await depositAccountsOfTransaction(db, transactionId)) {
    if (account.state === "routing") await changeDepositAccountState(db, account.address, "routing", "watching");
  }
}

/** The block time of a landed ledger transaction (null if the ledger has none). */
export type BlockTimeOf = (signature: string) => Promise<number | null>;

export const blockTimeFromLedger: BlockTimeOf = async (signature) =>
  (await readFinalizedTransaction(signature))?.blockTime ?? null;

/**
 * Every leg landed: completed, with the network fees of the moves made for this transaction alone (its sweep and
 * refunds; payouts are shared, and their fees are the pool's) and the last payout's block time. Only a transaction
 * still processing moves, so a repeat changes nothing. What it cost beyond its charge is counted once, by the run
 * that completed it.
 */
export async function completeRouting(db: Db, transactionId: string, blockTimeOf: BlockTimeOf): Promise<void> {
  const moves = await movesOfTransaction(db, transactionId);
  const own = moves.filter((m) => m.transactionId === transactionId && m.status === "landed");
  const networkFee = own.reduce((sum, m) => sum + (m.networkFee ?? 0n), 0n);
  const lastPayout = moves
    .filter((m) => m.purpose === "payout")
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  const blockTime = lastPayout ? await blockTimeOf(lastPayout.signature) : null;
  let paid: Awaited<ReturnType<typeof markPaidByDeposit>>;
  const completed = await transitionTransaction(
    db,
    transactionId,
    ["processing"],
    "completed",
    { networkFee, blockTime: blockTime ?? Math.floor(Date.now() / 1000) },
    async (_row, tx) => {
      // A payment request's deposit pays the request with the completion, in the same database transaction.
      paid = await markPaidByDeposit(tx, transactionId);
      return [];
    },
  );
  if (completed) await countTransactionLoss(db, completed);
  if (!paid) return;
  await publishEvents(db, [paid.eventId]);
  await cancelWaitingDeposits(db, paid.paymentRequestId);
}
