import type { Db } from "../../../db/client";
import { countTransactionLoss } from "../../books/count-loss";
import { type BlockTimeOf, blockTimeFromLedger } from "./complete-routing";
import { creditTopUp } from "./lifecycle/balance-moves";
import { movesOfTransaction } from "./shared/transaction-moves";

/**
 * A top-up's deposit is in the pool: the top-up completes, crediting the private balance with exactly its amount
 * (balance-moves.ts), with the network fees of its own moves (its sweep, an intake float) and the sweep's block time.
 * Only a top-up still routing moves, so a repeat credits nothing. What it cost beyond its charge (the deposit's fee)
 * is counted once, by the run that completed it, as any private deposit's.
 */
export async function creditSweptTopUp(
  db: Db,
  transactionId: string,
  blockTimeOf: BlockTimeOf = blockTimeFromLedger,
): Promise<void> {
  const moves = (await movesOfTransaction(db, transactionId)).filter((m) => m.status === "landed");
  const networkFee = moves.reduce((sum, m) => sum + (m.networkFee ?? 0n), 0n);
  const sweep = moves.find((m) => m.purpose === "sweep");
  const blockTime = sweep ? await blockTimeOf(sweep.signature) : null;
  const completed = await creditTopUp(db, transactionId, {
    networkFee,
    blockTime: blockTime ?? Math.floor(Date.now() / 1000),
  });
  if (completed) await countTransactionLoss(db, completed);
}
