import { assets } from "../../../assets";
import { depositAccountState } from "../../../contracts/private-lifecycle";
import type { Db } from "../../../db/client";
import { depositAccountsOfTransaction } from "../../../db/queries/deposit-accounts";
import { repriceSwapOutput } from "../../../db/queries/private-transactions";
import { findQuote, type QuoteRow } from "../../../db/queries/quotes";
import { findSwapFill } from "../../../db/queries/swap-pools";
import type { TransactionRow } from "../../../db/queries/transactions";
import { isAppError } from "../../../errors";
import { formatAmount, minUnits } from "../../../money";
import { publishEvents } from "../../../outbox/publish";
import { recordJobs } from "../../../outbox/record-job";
import { freshPrices, swapSymbols, usdMicros } from "../../../pricing";
import { type FillTerms, type LockedMarket, lockedMarket, recordFill } from "../../swap-pools/fill-swap";
import { requireSwapVolume } from "../../swap-pools/volume-cap";
import { handToRefund } from "./lifecycle/deposit-account-moves";
import { failPayment } from "./lifecycle/stage-moves";
import { requirePrivateTransaction } from "./shared/private-transaction";

export type PriceCheck = "route" | "refunding" | "stop";

type Failure = {
  code: "SLIPPAGE_EXCEEDED" | "SWAP_VOLUME_EXCEEDED";
  message: string;
  details: Record<string, unknown>;
};
type Decision = "route" | "again" | Failure;

/** The deposit account the router holds goes to a refund instead, with its job, in one database transaction. */
async function refundRouted(db: Db, transactionId: string): Promise<void> {
  const account = (await depositAccountsOfTransaction(db, transactionId)).find((a) => a.expected);
  if (!account) return;
  const jobIds = await db.transaction(async (tx) =>
    recordJobs(tx, await handToRefund(tx, account.address, depositAccountState.routing)),
  );
  await publishEvents(db, [], jobIds);
}

function slippageFailure(quote: QuoteRow, market: bigint): Failure {
  const decimals = assets[quote.outputAsset].decimals;
  return {
    code: "SLIPPAGE_EXCEEDED",
    message: "The price moved beyond the quote's slippage before the deposit arrived; the deposit is refunded",
    details: {
      minOutputAmount: formatAmount(quote.minOutputAmount, decimals),
      currentOutputAmount: formatAmount(market, decimals),
      slippageBps: quote.slippageBps,
    },
  };
}

/**
 * Under the pair's lock: the market output now (0 when the pool cannot price it), and the decision. A fill already
 * recorded means an earlier run decided (and committed) to route.
 */
async function decide(db: Db, row: TransactionRow, quote: QuoteRow): Promise<Decision> {
  const terms: FillTerms = {
    accountId: row.accountId,
    inputAsset: row.inputAsset,
    outputAsset: row.outputAsset,
    inputAmount: row.inputAmount,
    mode: row.mode,
    slippageBps: quote.slippageBps,
  };
  // A price that cannot be read fresh throws: the step is tried again later, the deposit waits with the router.
  const prices = await freshPrices(swapSymbols(row.inputAsset, row.outputAsset));
  const now = new Date();
  return db.transaction(async (tx): Promise<Decision> => {
    const market = await lockedMarket(tx, terms, prices, now).catch((error: unknown): LockedMarket => {
      if (isAppError(error)) return { outputAmount: 0n, seenDisplacement: 0n };
      throw error;
    });
    if (await findSwapFill(tx, row.id)) return "route";
    if (market.outputAmount < quote.minOutputAmount) return slippageFailure(quote, market.outputAmount);
    try {
      await requireSwapVolume(tx, row.accountId, usdMicros(row.inputAmount, row.inputAsset, prices), now);
    } catch (error) {
      if (!isAppError(error) || error.code !== "SWAP_VOLUME_EXCEEDED") throw error;
      return { code: error.code, message: `${error.message}; the deposit is refunded`, details: error.details };
    }
    const output = minUnits(quote.outputAmount, market.outputAmount);
    // Not repriced: the transaction changed meanwhile (ended, or planned by another run); look again.
    if (output !== row.outputAmount && !(await repriceSwapOutput(tx, row.id, output))) return "again";
    await recordFill(tx, { transactionId: row.id, terms, outputAmount: output, market, prices, now });
    return "route";
  });
}

/**
 * A private swap's price is fixed at create, and the deposit may come any time in the deposit window: paid at the
 * quote whatever the market did since, the client would hold a free option (deposit only when the market moved
 * against the quote) at the treasury's cost. So the swap is priced again when its deposit reaches the router, at a
 * fresh price against the pool as other swaps left it, and pays the worse of the two outputs for the client: never
 * more than the quote (a move in the client's favour is the treasury's), the current output when the market moved
 * against the quote within its slippage (the record and the leg are set to it before anything is paid), and
 * nothing beyond it, nor past the account's swap volume: the transaction fails (SLIPPAGE_EXCEEDED,
 * SWAP_VOLUME_EXCEEDED) and the whole deposit goes back to where it came from (docs/decisions.md). Routing is the
 * fill: it moves the pair's pool. Decided once: a routing plan or a fill means an earlier run let it through; a
 * send or payroll routes as before.
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
  const decision = await decide(db, row, quote);
  if (decision === "route") return "route";
  if (decision === "again") return checkSwapPrice(db, transactionId);
  const account = (await depositAccountsOfTransaction(db, transactionId)).find((a) => a.expected);
  const failed = await failPayment(db, transactionId, {
    changes: { failure: decision },
    // The deposit account leaves the router for a refund in the same database transaction as the failure.
    jobs: async (_row, tx) => (account ? handToRefund(tx, account.address, depositAccountState.routing) : []),
  });
  return failed ? "refunding" : checkSwapPrice(db, transactionId);
}
