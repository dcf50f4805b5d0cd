import type { Db } from "../../../db/client";
import { depositAccountsOfTransaction } from "../../../db/queries/deposit-accounts";
import type { TransactionRow } from "../../../db/queries/transactions";
import { readDepositBalances } from "../../../ledger/deposit-accounts";
import { log } from "../../../log";
import { detectDeposit } from "./lifecycle/stage-moves";

/**
 * A cancel must lose to a deposit that already reached the address, even one the watcher has not read yet: the
 * expected account is read now, and money there marks the deposit detected (which the cancel's guard refuses).
 * If the ledger cannot be read, the cancel goes ahead; whatever arrives later is refunded.
 */
export async function detectDepositNow(db: Db, row: TransactionRow): Promise<void> {
  if (row.mode !== "private" || row.status !== "processing" || row.depositDetectedAt) return;
  const expected = (await depositAccountsOfTransaction(db, row.id)).find((a) => a.expected);
  if (!expected) return;
  try {
    const [balance = 0n] = await readDepositBalances(
      [{ asset: expected.asset, address: expected.address }],
      "confirmed",
    );
    if (balance > 0n) await detectDeposit(db, row.id, new Date());
  } catch (error) {
    log.warn("the deposit account could not be read before a cancel", { transactionId: row.id, error });
  }
}
