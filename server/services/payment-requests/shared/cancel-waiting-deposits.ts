import type { Db } from "../../../db/client";
import { findApiKeyById } from "../../../db/queries/api-keys";
import { findPaymentRequest, listDepositsOf } from "../../../db/queries/payment-requests";
import { isAppError } from "../../../errors";
import { principalOfKey } from "../../api-keys/authenticate-api-key";
import { cancelTransaction } from "../../transactions/cancel-transaction";

/**
 * A private request that stops being open (paid by one payer's deposit, cancelled, expired) cancels the deposits
 * other payers were given and have not paid yet, as its key would: a payment that arrives later is then refunded
 * as any payment after a cancel is, instead of paying the recipient a second time. A deposit already detected
 * cannot be cancelled (cancel-transaction.ts looks at the ledger first) and is left to complete.
 */
export async function cancelWaitingDeposits(db: Db, paymentRequestId: string): Promise<number> {
  const row = await findPaymentRequest(db, undefined, paymentRequestId);
  if (row?.mode !== "private" || row.status === "open") return 0;
  const waiting = (await listDepositsOf(db, row.id)).filter(
    (d) => d.status === "processing" && d.stage === "awaiting_deposit",
  );
  if (waiting.length === 0) return 0;
  const principal = principalOfKey((await findApiKeyById(db, row.apiKeyId))!);
  let cancelled = 0;
  for (const deposit of waiting) {
    try {
      await cancelTransaction(db, principal, deposit.transactionId);
      cancelled++;
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return cancelled;
}
