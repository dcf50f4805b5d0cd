import type { Db } from "../../../db/client";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { publishEvents } from "../../../outbox/publish";
import { recordTransactionUnpublished } from "../../transactions/record-transaction";
import { broadcast } from "../../transactions/wallet/broadcast";
import { walletTransactionFields } from "../../transactions/wallet/submit-wallet-transaction";
import type { AcceptedPayment } from "./accept-payment";
import { payerPrincipal } from "./creator-principal";
import { markPaid } from "./mark-paid";
import { paymentTransfer } from "./payment-transfer";

/**
 * A checked payment becomes a wallet-mode send of the request's account (the creator's, logged as its payer's), so
 * listing, status, confirmation tracking and transaction.* events work as for any wallet send; the request is
 * marked paid in the same database transaction. The transaction's unique signature records one payment once
 * whoever finds it first (the submit path or the watcher); the request's WHERE status = 'open' marks it once.
 * The bytes are broadcast as any wallet send's (a landed one is answered "already processed" and left to the
 * tracker).
 */
export async function recordPayment(db: Db, row: PaymentRequestRow, payment: AcceptedPayment) {
  const principal = await payerPrincipal(db, row, { wallet: payment.payer.toBase58() });
  const request = await paymentTransfer(db, row, payment.payer);
  let paidEventId: string | undefined;
  const recorded = await recordTransactionUnpublished(db, {
    ...walletTransactionFields(principal, request, "send"),
    recipients: [{ address: row.recipient, amount: row.amount }],
    signature: payment.signature,
    signedWire: payment.wire.toString("base64"),
    within: async (tx, transactionId) => {
      paidEventId = await markPaid(tx, row.id, {
        transactionId,
        payer: payment.payer.toBase58(),
        signature: payment.signature,
      });
      return [];
    },
  });
  await broadcast(db, recorded.row);
  await publishEvents(db, [...recorded.eventIds, ...(paidEventId ? [paidEventId] : [])], recorded.jobIds);
  return { transaction: recorded.row, paid: paidEventId !== undefined };
}
