import { assets } from "../../../assets";
import type { Db } from "../../../db/client";
import { depositAccountsOfTransaction } from "../../../db/queries/deposit-accounts";
import { repriceSwapOutput } from "../../../db/queries/private-transactions";
import { findQuote } from "../../../db/queries/quotes";
import type { TransactionRow } from "../../../db/queries/transactions";
import { isAppError } from "../../../errors";
import { formatAmount, minUnits } from "../../../money";
import { publishEvents } from "../../../outbox/publish";
import { recordJobs } from "../../../outbox/record-job";
import { priceQuote } from "../../../pricing";
import { transitionTransaction } from "../transition-transaction";
import { handToRefund } from "./shared/hand-to-refund";
import { requirePrivateTransaction } from "./shared/private-transaction";

export type PriceCheck = "route" | "refunding" | "stop";

/** The output the market gives for the swap's input now, or 0 when it cannot be priced (no liquidity). */
function currentOutput(row: TransactionRow, slippageBps: number): bigint {
  try {
    return priceQuote({
      inputAsset: row.inputAsset,
      outputAsset: row.outputAsset,
      inputAmount: row.inputAmount,
      mode: "private",
      slippageBps,
    }).outputAmount;
  } catch (error) {
    if (isAppError(error)) return 0n;
    throw error;
  }
}

/** The deposit account the router holds goes to a refund instead, with its job, in one database transaction. */
async function refundRouted(db: Db, transactionId: string): Promise<void> {
  const account = (await depositAccountsOfTransaction(db, transactionId)).find((a) => a.expected);
  if (!account) return;
  const jobIds = await db.transaction(async (tx) => recordJobs(tx, await handToRefund(tx, account.address, "routing")));
  await publishEvents(db, [], jobIds);
}

/**
 * A private swap's price is fixed at create, and the deposit may come any time in the deposit window: paid at the
 * quote whatever the market did since, the client would hold a free option (deposit only when the market moved
 * against the quote) at the treasury's cost. So the swap is priced again when its deposit reaches the router, and
 * pays the worse of the two outputs for the client: never more than the quote (a move in the client's favour is
 * the treasury's), the current output when the market moved against the quote within its slippage (the record
 * and the leg are set to it before anything is paid), and nothing beyond it: the transaction fails with
 * SLIPPAGE_EXCEEDED and the whole deposit goes back to where it came from (docs/decisions.md). Decided once: a
 * routing plan means an earlier run let it through; a send or payroll routes as before.
 */
export async function checkSwapPrice(db: Db, transactionId: string): Promise<PriceCheck> {
  const row = await requirePrivateTransaction(db, transactionId);
  if (row.type !== "swap" || row.inputAsset === row.outputAsset) return "route";
  if (row.status !== "processing") {
    // Ended while its deposit was handed to the router (a cancel that won): nothing is paid, the deposit goes back.
    await refundRouted(db, transactionId);
    return "stop";
  }
  if (row.routingPlan) return "route";
  const quote = await findQuote(db, row.accountId, row.quoteId);
  if (!quote) throw new Error(`the quote of ${transactionId} is gone`);
  const now = currentOutput(row, quote.slippageBps);
  if (now >= quote.minOutputAmount) {
    const output = minUnits(quote.outputAmount, now);
    if (output === row.outputAmount) return "route";
    const repriced = await db.transaction((tx) => repriceSwapOutput(tx, transactionId, output));
    // Not repriced: the transaction changed meanwhile (ended, or planned by another run); look again.
    return repriced ? "route" : checkSwapPrice(db, transactionId);
  }
  const decimals = assets[row.outputAsset].decimals;
  const account = (await depositAccountsOfTransaction(db, transactionId)).find((a) => a.expected);
  const failed = await transitionTransaction(
    db,
    transactionId,
    ["processing"],
    "failed",
    {
      failure: {
        code: "SLIPPAGE_EXCEEDED",
        message: "The price moved beyond the quote's slippage before the deposit arrived; the deposit is refunded",
        details: {
          minOutputAmount: formatAmount(quote.minOutputAmount, decimals),
          currentOutputAmount: formatAmount(now, decimals),
          slippageBps: quote.slippageBps,
        },
      },
    },
    // The deposit account leaves the router for a refund in the same database transaction as the failure.
    async (_row, tx) => (account ? handToRefund(tx, account.address, "routing") : []),
  );
  return failed ? "refunding" : checkSwapPrice(db, transactionId);
}
