import type { DbOrTx, Tx } from "../../../db/client";
import { findAccount, lockAccountStatus } from "../../../db/queries/accounts";
import { findPaymentRequest, type PaymentRequestRow } from "../../../db/queries/payment-requests";
import { AppError } from "../../../errors";
import { effectiveStatus } from "./payment-request-view";

export function paymentRequestNotFound(id: string): AppError {
  return new AppError("PAYMENT_REQUEST_NOT_FOUND", `Payment request ${id.slice(0, 64)} does not exist`, {
    paymentRequestId: id.slice(0, 64),
  });
}

export function requireFound(row: PaymentRequestRow | undefined, id: string): PaymentRequestRow {
  if (!row) throw paymentRequestNotFound(id);
  return row;
}

/** Why a request takes no payment: it is not open, or a payment of it waits for finality (reason: payment_confirming). */
export function notOpen(row: PaymentRequestRow, status = effectiveStatus(row)): AppError {
  if (status === "open" && row.payingTransactionId !== null) {
    return new AppError(
      "PAYMENT_REQUEST_NOT_OPEN",
      `Payment request ${row.id} is being paid: a payment of it waits for the ledger to finalize it. Look again in a few seconds`,
      { paymentRequestId: row.id, status, reason: "payment_confirming" },
    );
  }
  return new AppError("PAYMENT_REQUEST_NOT_OPEN", `Payment request ${row.id} is ${status}; it takes no payment`, {
    paymentRequestId: row.id,
    status,
  });
}

/**
 * Why a cancel was refused: as notOpen, and for an open private request a deposit took for its routing (reason:
 * payment_routing), whose payment goes on to pay the recipient and the request.
 */
export function notCancellable(row: PaymentRequestRow): AppError {
  const status = effectiveStatus(row);
  if (status === "open" && row.payingTransactionId === null && row.routingTransactionId !== null) {
    return new AppError(
      "PAYMENT_REQUEST_NOT_OPEN",
      `Payment request ${row.id} is being paid: a payer's deposit is on its way to the recipient. Look again in a few seconds`,
      { paymentRequestId: row.id, status, reason: "payment_routing" },
    );
  }
  return notOpen(row, status);
}

/**
 * Open, not past its time, and no payment of it waiting for finality: the only state in which anything is built or
 * accepted for it, or it is cancelled (a payment on its way would land on a cancelled request).
 */
export function requireOpen(row: PaymentRequestRow, now = new Date()): PaymentRequestRow {
  const status = effectiveStatus(row, now);
  // Past its time it takes nothing new, even while a payment made in time still holds it open.
  if (status === "open" && row.expiresAt <= now) throw notOpen(row, "expired");
  if (status !== "open" || row.payingTransactionId !== null) throw notOpen(row, status);
  return row;
}

/** A payment request of one mode only (the transaction request is wallet mode's, the deposit private mode's). */
export function requireMode(row: PaymentRequestRow, mode: PaymentRequestRow["mode"]): PaymentRequestRow {
  if (row.mode === mode) return row;
  const other =
    mode === "wallet"
      ? "it is paid by a private deposit (POST /api/pay/{id}/deposit)"
      : "it is paid from a wallet (POST /api/pay/{id})";
  throw new AppError("PAYMENT_REQUEST_NOT_OPEN", `Payment request ${row.id} is in ${row.mode} mode: ${other}`, {
    paymentRequestId: row.id,
    status: effectiveStatus(row),
    mode: row.mode,
  });
}

function notTakingPayments(row: PaymentRequestRow): AppError {
  return new AppError(
    "PAYMENT_REQUEST_NOT_OPEN",
    `Payment request ${row.id} cannot be paid now: the business that made it is not taking payments; ask it before paying`,
    { paymentRequestId: row.id, status: effectiveStatus(row), reason: "account_suspended" },
  );
}

/**
 * A suspended account's requests take no payment: nothing is built, handed out or sent for them until the operator
 * resumes it. What a payer already holds (a deposit address, a signed transfer) is money in flight and completes.
 */
export async function requireTakingPayments(db: DbOrTx, row: PaymentRequestRow): Promise<PaymentRequestRow> {
  const account = await findAccount(db, row.accountId);
  if (account?.status === "active") return row;
  throw notTakingPayments(row);
}

/**
 * The same, read again in the database transaction that records what a payer is handed, the account's row locked
 * until it commits: a suspension that committed since the first look refuses it, and one under way waits for it,
 * so nothing is handed out once the suspension has answered.
 */
export async function requireStillTakingPayments(tx: Tx, row: PaymentRequestRow): Promise<void> {
  if ((await lockAccountStatus(tx, row.accountId)) !== "active") throw notTakingPayments(row);
}

/** What every way of paying starts with: the request exists, is of `mode`, is open, and its account takes payments. */
export async function findPayableRequest(
  db: DbOrTx,
  id: string,
  mode: PaymentRequestRow["mode"],
): Promise<PaymentRequestRow> {
  const row = requireOpen(requireMode(requireFound(await findPaymentRequest(db, undefined, id), id), mode));
  return requireTakingPayments(db, row);
}
