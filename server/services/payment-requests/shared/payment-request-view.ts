import { assets } from "../../../assets";
import { configuredBaseUrl } from "../../../base-url";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { formatAmount } from "../../../money";

/**
 * The status a reader sees: an open request past its time is expired, whether or not the watcher marked it yet;
 * unless a payment seen before then holds it: a wallet payment waiting for finality, or a private deposit taken
 * for routing (paying out, or paid and about to be settled). That one is paid, or expires once it failed.
 */
export function effectiveStatus(row: PaymentRequestRow, now = new Date()): PaymentRequestRow["status"] {
  const held = row.payingTransactionId !== null || row.routingTransactionId !== null;
  const due = row.status === "open" && row.expiresAt <= now && !held;
  return due ? "expired" : row.status;
}

/** Why a request has no Solana Pay link: wallets fetch a transaction request over https only (the Solana Pay spec). */
export const solanaPayNeedsHttps =
  "Solana Pay wallets fetch transaction requests over https only, and a phone cannot reach this machine's own address: set PUBLIC_URL to the https address this service is reachable at. The pay page's browser-wallet button works meanwhile.";

/**
 * The hosted page and the Solana Pay transaction-request URL (an encoded absolute link to /api/pay/{id}), on the
 * configured origin: payers open and their wallets call these links, so no request's Host header may choose it.
 * Off https there is no Solana Pay link (wallets refuse one), and `solanaPayUnavailable` says why.
 */
export function paymentRequestUrls(id: string) {
  const baseUrl = configuredBaseUrl();
  const https = baseUrl.startsWith("https://");
  return {
    url: `${baseUrl}/pay/${id}`,
    solanaPayUrl: https ? `solana:${encodeURIComponent(`${baseUrl}/api/pay/${id}`)}` : null,
    solanaPayUnavailable: https ? null : solanaPayNeedsHttps,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /v1/payment-requests/{id}: everything the business knows of its request. */
export function paymentRequestView(row: PaymentRequestRow) {
  return {
    paymentRequestId: row.id,
    status: effectiveStatus(row),
    mode: row.mode,
    asset: row.asset,
    amount: formatAmount(row.amount, assets[row.asset].decimals),
    recipient: row.recipient,
    label: row.label,
    message: row.message,
    metadata: row.metadata,
    reference: row.reference,
    ...paymentRequestUrls(row.id),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    transactionId: row.transactionId,
    payer: row.payer,
    signature: row.signature,
    cancelledAt: iso(row.cancelledAt),
    lastRejection: row.lastRejection ?? null,
  };
}

/** The `data` of payment_request.* events: the request as the API shows it. */
export function paymentRequestEventData(row: PaymentRequestRow): Record<string, unknown> {
  return paymentRequestView(row);
}
