import { PublicKey } from "@solana/web3.js";
import type { Db } from "../../../db/client";
import { type PaymentRequestRow, recordRejection } from "../../../db/queries/payment-requests";
import { recordedSignatures } from "../../../db/queries/transactions";
import { isAppError } from "../../../errors";
import { transactionsNaming } from "../../../ledger/reference-payments";
import { acceptPayment } from "./accept-payment";
import { recordPayment } from "./record-payment";

/** Signatures listed per look (the newest, 5 calls at most), and transactions read per look at most. */
const scanned = 500;
const readPerLook = 10;

/**
 * One look at the ledger for an open wallet-mode request's payment: the successful transactions naming its
 * reference at confirmed, oldest first, skipping those already refused. The first that passes the check is recorded
 * and the request held for it until the tracker decides it at finalized (record-payment.ts); the others are refused
 * and remembered (a stranger's cheaper transaction carrying the reference, say), the last one's reason kept on the
 * request. A refusal may be made at confirmed: it moves no money, and the same signature is the same bytes on every
 * fork. A transient failure (a 5xx AppError, an RPC error) ends the look and remembers nothing, so a payment made
 * while a price or the ledger was unavailable is counted once they are back. Returns whether a payment holds the
 * request now.
 */
export async function lookForPayment(db: Db, row: PaymentRequestRow): Promise<boolean> {
  if (row.payingTransactionId) return true;
  const skip = new Set(row.rejectedSignatures);
  const found = await transactionsNaming(new PublicKey(row.reference), { scan: scanned, read: readPerLook, skip });
  if (found.length === 0) return false;
  // Recorded already (a payment that failed for good, a fork having dropped it): not looked at again.
  const recorded = await recordedSignatures(
    db,
    found.map((f) => f.signature),
  );
  for (const candidate of found) {
    if (recorded.has(candidate.signature)) continue;
    try {
      const payment = acceptPayment(row, candidate.base64);
      return (await recordPayment(db, row, payment)).held;
    } catch (error) {
      if (!isAppError(error)) throw error;
      // Recorded by a concurrent look a moment ago: the request is held for it.
      if (error.details.reason === "already_submitted") return false;
      // A refusal for now (5xx: a price or the ledger unavailable) says nothing of the payment: it is not
      // remembered, and the next round looks at the same signature again. Only a refusal of the payment is.
      if (error.status >= 500) return false;
      await recordRejection(db, row.id, {
        signature: candidate.signature,
        reason: String(error.details.reason ?? error.code),
        message: error.message,
        at: new Date().toISOString(),
      });
    }
  }
  return false;
}
