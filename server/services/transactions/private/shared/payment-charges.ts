import { assets } from "../../../../assets";
import type { Db } from "../../../../db/client";
import type { QuoteRow } from "../../../../db/queries/quotes";
import { AppError } from "../../../../errors";
import { maxTransfersPerTransaction, missingTokenAccounts, type Transfer } from "../../../../ledger/build-transfer";
import { formatAmount } from "../../../../money";
import {
  conversionPrices,
  convertUnits,
  lamportCostSymbols,
  tokenAccountRentLamports,
  unquotedPayoutLamports,
} from "../../../../pricing";
import { maxU64 } from "../../../quotes/quote-rules";
import { ledgerOrUnavailable } from "./ledger-or-unavailable";
import { chargeRent } from "./payout-accounts";
import { payoutPackings } from "./payout-delays";
import { requireCapacity } from "./require-capacity";

/**
 * What a private payment costs beyond its amount, whatever funds it (a deposit, or the private balance): the quoted
 * fee, the most the legs' payout transactions can cost beyond the one the quote priced (pricing/payout-network.ts),
 * and the rent of the recipients' new token accounts, all in the input asset. Refused first by `affordable` when the
 * payer cannot pay the total (the private balance: so it learns that, not what the pool holds), then when the total
 * is more than one ledger transfer carries (400 INVALID_AMOUNT), then when the pool cannot pay the legs
 * (requireCapacity).
 */
export async function paymentCharges(
  db: Db,
  quote: QuoteRow,
  legs: Transfer[],
  affordable?: (total: bigint) => Promise<void>,
) {
  const missing = await ledgerOrUnavailable(() =>
    missingTokenAccounts(
      quote.outputAsset,
      legs.map((l) => l.to),
    ),
  );
  // Each missing account is paid for by one leg, and only that leg's payout creates it (pay-out-epochs.ts).
  const rentCharged = chargeRent(quote.outputAsset, legs, missing);
  const newTokenAccounts = rentCharged.filter(Boolean).length;
  const payout = legs.reduce((sum, l) => sum + l.amount, 0n);
  const ataRentLamports = tokenAccountRentLamports * BigInt(newTokenAccounts);
  // The rent and the payouts' signatures are lamports paid in the input asset: at its price now, as the quote's fees.
  const prices = await conversionPrices(lamportCostSymbols(quote.inputAsset));
  const ataRent = convertUnits(ataRentLamports, "SOL", quote.inputAsset, prices, "up");
  // The quote priced one payout transaction; the legs, each due at a time of its own, may leave in many more.
  const payoutLamports = unquotedPayoutLamports({
    legs: legs.length,
    perPayout: maxTransfersPerTransaction(quote.outputAsset),
    packings: payoutPackings(),
  });
  const payoutNetwork = convertUnits(payoutLamports, "SOL", quote.inputAsset, prices, "up");
  const total = quote.inputAmount + quote.fee + payoutNetwork + ataRent;
  await affordable?.(total);
  // The deposit is paid in one transfer: beyond a ledger amount nobody could ever pay it.
  if (total > maxU64) {
    throw new AppError("INVALID_AMOUNT", "The amount and its charges are more than a ledger amount can hold", {
      amount: formatAmount(quote.inputAmount, assets[quote.inputAsset].decimals),
      maximum: formatAmount(maxU64, assets[quote.inputAsset].decimals),
    });
  }
  await requireCapacity(db, {
    asset: quote.outputAsset,
    payout,
    batches: Math.ceil(legs.length / maxTransfersPerTransaction(quote.outputAsset)),
    newTokenAccounts,
  });
  return {
    rentCharged,
    newTokenAccounts,
    ataRentLamports,
    ataRent,
    payoutLamports,
    payoutNetwork,
    /** The amount and everything charged for it. */
    total,
    networkLamports: quote.feeNetworkLamports === null ? undefined : quote.feeNetworkLamports + payoutLamports,
  };
}
