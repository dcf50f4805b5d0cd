import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { getSignatureStatus, submitTransaction } from "../../ledger/submit";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { describeRefusal } from "../transactions/wallet/broadcast";
import { checkSenderBalance } from "../transactions/wallet/check-balance";
import { acceptPayment } from "./shared/accept-payment";
import { findPayableRequest } from "./shared/payment-request-rules";

/**
 * POST /api/pay/{id}/submit: the hosted page's path. The signed bytes are checked as wallet-mode create checks
 * them (acceptPayment) and the payer's balance as create does, then broadcast. The request is marked paid by the
 * watcher when the ledger has the transaction (the reference lists it), the one place a payment is recorded, so
 * a payment both submitted here and sent by the wallet itself is recorded once.
 */
export async function submitPayment(db: Db, id: string, signedTransaction: string) {
  const row = await findPayableRequest(db, id, "wallet");
  const payment = acceptPayment(row, signedTransaction);
  const landed = await getSignatureStatus(payment.signature);
  if (landed.status === "unknown") {
    await checkSenderBalance(payment.payer, row.asset, row.amount, payment.signatureCount, payment.newTokenAccounts);
    await submitTransaction(payment.wire).catch(async (error: unknown) => {
      // The wallet may have sent the same bytes itself meanwhile: then they are in, and that is no refusal.
      if ((await getSignatureStatus(payment.signature)).status !== "unknown") return;
      throw new AppError("INVALID_SIGNATURE", "The ledger refused the transaction; ask for a new one and sign it", {
        reason: "ledger_refused",
        refusal: describeRefusal(error),
      });
    });
  }
  const jobIds = await recordJobs(db, [jobs.watchPaymentRequest(row.id, new Date())]);
  await publishEvents(db, [], jobIds);
  return { signature: payment.signature, status: "submitted" as const };
}
