import type { Db } from "../../../db/client";
import { holdForPayment, type PaymentRequestRow } from "../../../db/queries/payment-requests";
import { publishEvents } from "../../../outbox/publish";
import { recordTransactionUnpublished } from "../../transactions/record-transaction";
import { broadcast } from "../../transactions/wallet/broadcast";
import { walletTransactionFields } from "../../transactions/wallet/submit-wallet-transaction";
import type { AcceptedPayment } from "./accept-payment";
import { payerPrincipal } from "./creator-principal";
import { paymentTransfer } from "./payment-transfer";

/** Thrown inside the record's database transaction to undo it: the request was taken meanwhile. */
class RequestTaken extends Error {}

/**
 * A checked payment seen at confirmed becomes a wallet-mode send of the request's account (the creator's,
 * logged as its payer's), so listing, status, confirmation tracking and transaction.* events work as for any wallet
 * send, and the request is held for it in the same database transaction. The request is paid only when the tracker
 * completes the send at finalized (its settle job, recorded by wallet/settle.ts), and taken again if it fails: a
 * payment seen at confirmed may be on a fork the cluster abandons. A request paid, ended or held for another
 * payment meanwhile records nothing (held: false). The transaction's unique signature records one payment once
 * whoever finds it first. The bytes are broadcast as any wallet send's (a landed one is answered "already
 * processed" and left to the tracker).
 */
export async function recordPayment(db: Db, row: PaymentRequestRow, payment: AcceptedPayment) {
  const principal = await payerPrincipal(db, row, { wallet: payment.payer.toBase58() });
  const request = await paymentTransfer(db, row, payment.payer);
  const recorded = await recordTransactionUnpublished(db, {
    ...walletTransactionFields(principal, request, "send"),
    recipients: [{ address: row.recipient, amount: row.amount }],
    signature: payment.signature,
    signedWire: payment.wire.toString("base64"),
    broadcastAt: new Date(),
    within: async (tx, transactionId) => {
      if (!(await holdForPayment(tx, row.id, transactionId))) throw new RequestTaken();
      return [];
    },
  }).catch((error: unknown) => {
    if (error instanceof RequestTaken) return undefined;
    throw error;
  });
  if (!recorded) return { held: false };
  await broadcast(db, recorded.row);
  await publishEvents(db, recorded.eventIds, recorded.jobIds);
  return { transaction: recorded.row, held: true };
}
