import { assets } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { findPaymentRequest } from "../../db/queries/payment-requests";
import { formatAmount } from "../../money";
import { lamportsPerSignature } from "../../pricing";
import { requireFound } from "./shared/payment-request-rules";
import { effectiveStatus, paymentRequestUrls } from "./shared/payment-request-view";

/**
 * GET /api/pay/{id}/details: what the hosted page shows the payer. No metadata, no account, no reference (which
 * would let anyone watch the business's payments on the ledger before they happen).
 */
export async function payDetails(db: DbOrTx, id: string) {
  const row = requireFound(await findPaymentRequest(db, undefined, id), id);
  const status = effectiveStatus(row);
  const urls = paymentRequestUrls(row.id);
  return {
    paymentRequestId: row.id,
    status,
    mode: row.mode,
    asset: row.asset,
    amount: formatAmount(row.amount, assets[row.asset].decimals),
    recipient: row.recipient,
    label: row.label,
    message: row.message,
    expiresAt: row.expiresAt.toISOString(),
    solanaPayUrl: urls.solanaPayUrl,
    solanaPayUnavailable: urls.solanaPayUnavailable,
    networkFee: formatAmount(lamportsPerSignature, assets.SOL.decimals),
    paid:
      status === "paid" && row.paidAt
        ? { signature: row.signature, payer: row.payer, paidAt: row.paidAt.toISOString(), explorerUrl: null }
        : null,
  };
}
