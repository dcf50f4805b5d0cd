import type { RecipientRow } from "../../db/queries/transactions";
import { formatAmount } from "../../money";

/** Failed recipients listed in a failure at most; `failedCount` says how many there are in all. */
const maxListed = 1_000;

/**
 * Why a recipient was not paid when its own failure says nothing more. Every failed recipient records a failure
 * (wallet legs in settle-leg.ts, private legs in split-failed-payout.ts and payout-accounts.ts), so this is a guard:
 * snake_case like every other `details.reason`, and true of both modes, whose failed recipients the ledger did not
 * take.
 */
const unknownReason = "ledger_refused";

/**
 * The facts of a payment that reached some recipients and not others (`PARTIAL_PAYMENT`, or the legs' own code when
 * none was paid), the same in both modes: how many were paid and not, and who was not and why (the recipient's
 * failure's `reason`, else its `code`: a wallet leg's failure has a code only, `EXPIRED` say).
 */
export function partialPaymentDetails(failed: RecipientRow[], paidCount: number, decimals: number) {
  return {
    paidCount,
    failedCount: failed.length,
    failedRecipients: failed.slice(0, maxListed).map((r) => ({
      position: r.position,
      address: r.address,
      amount: formatAmount(r.amount, decimals),
      signature: r.signature,
      reason: r.failure?.reason ?? r.failure?.code ?? unknownReason,
    })),
  };
}
