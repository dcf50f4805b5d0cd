import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { depositAccounts, transactions } from "../schema";

/** Wallet-mode swaps that have their signed transaction: the treasury is their counterparty. */
export async function walletSwaps(db: DbOrTx) {
  return db
    .select({
      id: transactions.id,
      status: transactions.status,
      signature: transactions.signature,
      inputAsset: transactions.inputAsset,
      outputAsset: transactions.outputAsset,
      inputAmount: transactions.inputAmount,
      outputAmount: transactions.outputAmount,
    })
    .from(transactions)
    .where(and(eq(transactions.mode, "wallet"), eq(transactions.type, "swap"), isNotNull(transactions.signature)));
}

export type WalletSwapRow = Awaited<ReturnType<typeof walletSwaps>>[number];

/** Every deposit account the service still holds the key of (forgetting a link deletes its rows). */
export async function heldDepositAccounts(db: DbOrTx) {
  return db
    .select({
      address: depositAccounts.address,
      asset: depositAccounts.asset,
      transactionId: depositAccounts.transactionId,
    })
    .from(depositAccounts);
}
