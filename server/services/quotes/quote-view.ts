import { assets } from "../../assets";
import type { QuoteView } from "../../contracts/quotes";
import type { QuoteRow } from "../../db/queries/quotes";
import { formatAmount } from "../../money";
import { feeDetails } from "./fee-details";

export function quoteView(row: QuoteRow): QuoteView {
  const input = assets[row.inputAsset].decimals;
  const output = assets[row.outputAsset].decimals;
  return {
    quoteId: row.id,
    inputAsset: row.inputAsset,
    outputAsset: row.outputAsset,
    inputAmount: formatAmount(row.inputAmount, input),
    outputAmount: formatAmount(row.outputAmount, output),
    minOutputAmount: formatAmount(row.minOutputAmount, output),
    priceImpact: row.priceImpactPct,
    fee: formatAmount(row.fee, input),
    feeBreakdown: {
      network: formatAmount(row.feeNetwork, input),
      routing: formatAmount(row.feeRouting, input),
      ataRent: formatAmount(row.feeAtaRent, input),
    },
    feeDetails: feeDetails(row),
    mode: row.mode,
    slippageBps: row.slippageBps,
    expiresAt: row.expiresAt.toISOString(),
  };
}
