import { PublicKey } from "@solana/web3.js";
import type { Db } from "../../../db/client";
import { maxRejectedKept, type PaymentRequestRow, recordRejection } from "../../../db/queries/payment-requests";
import { recordedSignatures } from "../../../db/queries/transactions";
import { isAppError } from "../../../errors";
import { readTransactions, signaturesNaming } from "../../../ledger/reference-payments";
import { acceptPayment } from "./accept-payment";
import { recordPayment } from "./record-payment";

/**
 * Signatures listed per look (the newest, 5 calls at most): no more than the refusals a request remembers, so a
 * refused one listed again is always known. And transactions read per look at most.
 */
const scanned = maxRejectedKept;
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
  // Only signatures neither refused nor recorded already (a payment that failed for good, a fork having dropped
  // it, another record's send naming the reference) are read, so the read budget goes to new candidates only.
  const listed = await signaturesNaming(new PublicKey(row.reference), scanned);
  const refused = new Set(row.rejectedSignatures);
  const unrefused = listed.filter((signature) => !refused.has(signature));
  const recorded = await recordedSignatures(db, unrefused);
  const fresh = unrefused.filter((signature) => !recorded.has(signature)).slice(0, readPerLook);
  const found = await readTransactions(fresh);
  for (const candidate of found) {
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
