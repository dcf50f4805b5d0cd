import { assets } from "../../assets";
import type { Tx } from "../../db/client";
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
  const { decimals } = assets[row.inputAsset];
  throw new AppError(
    "INSUFFICIENT_BALANCE",
    `The private balance holds ${formatAmount(posted.available, decimals)} ${row.inputAsset}; this needs ${formatAmount(posted.required, decimals)} (the amount and its fee): top it up or pay less`,
    {
      asset: row.inputAsset,
      required: formatAmount(posted.required, decimals),
      available: formatAmount(posted.available, decimals),
      reason: "private_balance",
    },
  );
}
