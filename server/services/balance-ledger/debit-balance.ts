import { type AssetSymbol, assets } from "../../assets";
import type { DbOrTx, Tx } from "../../db/client";
import { bookBalance } from "../../db/queries/private-balance";
import type { TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";
import { debit } from "./movements";
import { postMovements } from "./post-movements";

/**
 * Takes a payment's (or a withdrawal's) amount and fee from the account's `available`, in the caller's database
 * transaction (the one that creates it), or refuses with 422 INSUFFICIENT_BALANCE, `required` and `available`, and
 * nothing is written. The balance is locked while it is read and debited (post-movements.ts), so of concurrent
 * creates only those the balance covers pass.
 */
export async function debitBalance(
  tx: Tx,
  row: Pick<TransactionRow, "id" | "accountId" | "inputAsset" | "type">,
  amount: bigint,
  fee: bigint,
): Promise<void> {
  const kind = row.type === "withdrawal" ? "withdrawal" : "payment";
  const of = { transactionId: row.id, accountId: row.accountId, asset: row.inputAsset };
  const posted = await postMovements(tx, debit(of, kind, amount, fee));
  if (posted.state !== "insufficient") return;
  throw insufficient(row.inputAsset, posted.required, posted.available);
}

/**
 * Refuses with debitBalance's 422 INSUFFICIENT_BALANCE, before anything else is asked, a payment the balance
 * cannot cover at all: unlocked, so debitBalance still decides, but a request far beyond the balance is told so, not
 * what the pool could pay (require-capacity.ts).
 */
export async function requireAvailable(
  db: DbOrTx,
  accountId: string,
  asset: AssetSymbol,
  required: bigint,
): Promise<void> {
  const available = await bookBalance(db, accountId, "available", asset);
  if (available < required) throw insufficient(asset, required, available);
}

function insufficient(asset: AssetSymbol, required: bigint, available: bigint): AppError {
  const { decimals } = assets[asset];
  return new AppError(
    "INSUFFICIENT_BALANCE",
    `The private balance holds ${formatAmount(available, decimals)} ${asset}; this needs ${formatAmount(required, decimals)} (the amount and its fee): top it up or pay less`,
    {
      asset,
      required: formatAmount(required, decimals),
      available: formatAmount(available, decimals),
      reason: "private_balance",
    },
  );
}
