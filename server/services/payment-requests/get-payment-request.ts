import { attemptsListed } from "../../contracts/payment-requests";
import type { DbOrTx } from "../../db/client";
import { countAttempts, latestAttempts } from "../../db/queries/payment-request-attempts";
import { findPaymentRequest, type PaymentRequestRow } from "../../db/queries/payment-requests";
import { requireFound } from "./shared/payment-request-rules";
import { paymentRequestView } from "./shared/payment-request-view";

/** A private request's deposits handed out to payers: counts, and the newest few (docs/decisions.md, attempts). */
async function attemptsOf(db: DbOrTx, row: PaymentRequestRow) {
  if (row.mode !== "private") return null;
  const [counts, latest] = await Promise.all([countAttempts(db, row.id), latestAttempts(db, row.id, attemptsListed)]);
  return {
    ...counts,
    latest: latest.map((a) => ({
      transactionId: a.transactionId,
      status: a.status,
      attempt: a.attempt,
      failureCode: a.failureCode,
      createdAt: a.createdAt.toISOString(),
      depositDeadline: a.depositDeadline?.toISOString() ?? null,
      refunds: a.refunds,
    })),
  };
}

/** GET /v1/payment-requests/{id}: a request of the caller's account, with its attempts (private mode). */
export async function getPaymentRequest(db: DbOrTx, accountId: string, id: string) {
  const row = requireFound(await findPaymentRequest(db, accountId, id), id);
  return { ...paymentRequestView(row), attempts: await attemptsOf(db, row) };
}
