import type { Db } from "../../../db/client";
import { findRequestByReferences } from "../../../db/queries/payment-requests";
import { AppError } from "../../../errors";
import { staticKeysOf } from "../../../ledger/inspect-transfer";
import type { TransferRequest } from "./transfer-request";

/**
 * Signed bytes naming a payment request's reference are that request's payment, or a decoy of it: a wallet send
 * must not record them. Recorded under another account, a payer's landed payment would be skipped by the watcher
 * as recorded already and the request never paid (look-for-payment.ts). A request's own payment is recorded by
 * the watcher (record-payment.ts), never through POST /v1/transactions, so nothing legitimate is refused here.
 * The recipients are checked too: a payroll's legs may load them from lookup tables, out of the static keys.
 */
export async function refusePaymentReference(db: Db, signed: string[], request: TransferRequest): Promise<void> {
  const recipients = request.transfers.map((t) => t.to.toBase58());
  const keys = [...new Set([...signed.flatMap(staticKeysOf), ...recipients])];
  const named = await findRequestByReferences(db, keys);
  if (named) {
    throw new AppError(
      "INVALID_SIGNATURE",
      "The transaction names a payment request's reference; pay a request through its link, not as a send",
      { reason: "names_payment_reference", reference: named.reference },
    );
  }
}
