import { assets } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { findSwapFill } from "../../db/queries/swap-pools";
import type { TransactionRow } from "../../db/queries/transactions";
import { env } from "../../env";
import { isAppError } from "../../errors";
import { formatAmount } from "../../money";
import { freshPrices, pastTolerance, priceQuote, swapSymbols } from "../../pricing";

/** Why a wallet swap's signed bytes are not sent now, as kept on the transaction (its broadcast error). */
export type SendRefusal = { reason: string; message: string; at: string } & Record<string, unknown>;

const refusal = (reason: string, message: string, details: Record<string, unknown> = {}): SendRefusal => ({
  reason,
  message,
  ...details,
  at: new Date().toISOString(),
});

/**
 * Whether the treasury still stands behind a wallet swap's signed output, asked before every send of its bytes:
 * the swap is priced again as at its fill (against the pool's displacement the fill saw, `seenDisplacement` in
 * server/db/schema/swap-pools.ts), at a fresh price now, and its output may still be at most PRICE_TOLERANCE_BPS
 * better for the client. Only the service holds the treasury-signed bytes, so a swap the client held back (a send refused because
 * its account was closed, its balance moved or its token account's owner changed, timed so that create's checks
 * passed) can land only by a send made while the market still gives about what it pays; once the market moved past
 * the tolerance in the client's favour it is not sent, and fails when its blockhash expires. A move of the pool
 * since (other fills, the fade) is not counted: the fill already took its depth, and later fills were priced with
 * it. A price that cannot be read fresh sends nothing either. Undefined: send; a refusal says why not.
 */
export async function swapSendRefusal(db: DbOrTx, row: TransactionRow): Promise<SendRefusal | undefined> {
  if (row.mode !== "wallet" || row.type !== "swap" || row.inputAsset === row.outputAsset) return undefined;
  const fill = await findSwapFill(db, row.id);
  if (!fill) return refusal("no_fill", "The swap has no fill on record; it is not sent");
  let market: bigint;
  try {
    const prices = await freshPrices(swapSymbols(row.inputAsset, row.outputAsset));
    const terms = { inputAsset: row.inputAsset, outputAsset: row.outputAsset, inputAmount: row.inputAmount };
    market = priceQuote({
      ...terms,
      mode: "wallet",
      slippageBps: 0,
      prices,
      displacement: fill.seenDisplacement,
    }).outputAmount;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refusal("no_price", "The swap is not sent while it cannot be priced", {
      code: error.code,
      details: error.details,
    });
  }
  if (!pastTolerance(row.outputAmount, market)) return undefined;
  const decimals = assets[row.outputAsset].decimals;
  return refusal("price_moved", "The market moved past the treasury's tolerance since the swap was signed", {
    outputAmount: formatAmount(row.outputAmount, decimals),
    currentOutputAmount: formatAmount(market, decimals),
    toleranceBps: env().PRICE_TOLERANCE_BPS,
  });
}
