import { depositAccountState } from "../../../contracts/private-lifecycle";
import type { Db } from "../../../db/client";
import { depositAccountsOfTransaction } from "../../../db/queries/deposit-accounts";
import { readFinalizedTransaction } from "../../../ledger/landed-transactions";
import { countTransactionLoss } from "../../books/count-loss";
import { watchAgainAfterSweep } from "./lifecycle/deposit-account-moves";
import { completePayment } from "./lifecycle/stage-moves";
import { finalPrivacyReceipt } from "./privacy-receipt";
import { movesOfTransaction } from "./shared/transaction-moves";

/**
 * The deposit is in the pool: its account is watched again (a second payment is refunded, not routed). The stage
 * moves on to paying out when the legs are scheduled (schedule-payout.ts), in the same database transaction.
 */
export async function afterSweep(db: Db, transactionId: string): Promise<void> {
  for (const account of await depositAccountsOfTransaction(db, transactionId)) {
    if (account.state === depositAccountState.routing) await watchAgainAfterSweep(db, account.address);
  }
}

/** The block time of a landed ledger transaction (null if the ledger has none). */
export type BlockTimeOf = (signature: string) => Promise<number | null>;

export const blockTimeFromLedger: BlockTimeOf = async (signature) =>
  (await readFinalizedTransaction(signature))?.blockTime ?? null;

/**
 * Every leg landed: completed, with the network fees of the moves made for this transaction alone (its sweep and
 * refunds; payouts are shared, and their fees are the pool's) and the last payout's block time. Only a transaction
 * paying out moves, so a repeat changes nothing. What it cost beyond its charge is counted once, by the run
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
  // Counted before the move, outside its database transaction: a repeat after a crash counts it again, the same way.
  const privacyReceipt = await finalPrivacyReceipt(db, transactionId);
  // A payment request's deposit asks for the request to be settled by it, with the completion (completePayment).
  const completed = await completePayment(db, transactionId, {
    networkFee,
    blockTime: blockTime ?? Math.floor(Date.now() / 1000),
    privacyReceipt,
  });
  if (completed) await countTransactionLoss(db, completed);
}
