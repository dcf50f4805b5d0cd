import type { DbOrTx } from "../../../db/client";
import { countWaitingHandedOut, type PaymentRequestRow } from "../../../db/queries/payment-requests";
import { lockPrivateCreates } from "../../../db/queries/private-transactions";
import { env } from "../../../env";
import { AppError } from "../../../errors";
import type { OpenDepositRoom } from "../../transactions/private/shared/require-open-deposit-room";
import { requireStillTakingPayments } from "./payment-request-rules";

/**
 * Deposits one request hands out and that wait for their money at once. Anyone holding the link may ask, naming any
 * `account`; a payer asking again gets its own waiting deposit back (request-deposit.ts), so a handful is room for
 * the real payers of one request, and a stranger inventing accounts gets no more.
 */
export const maxWaitingDepositsPerRequest = 5;

function perRequest(row: PaymentRequestRow, open: number): AppError {
  const minutes = env().PRIVATE_DEPOSIT_WINDOW_MIN;
  return new AppError(
    "TOO_MANY_OPEN_DEPOSITS",
    `Payment request ${row.id} has ${open} deposits handed out and waiting for their money, the most it hands out at once; pay the one you were given (asking again with the same account returns it), or try again once one expires (within ${minutes} minutes)`,
    { scope: "payment_request", paymentRequestId: row.id, limit: maxWaitingDepositsPerRequest, open },
  );
}

function perAccount(row: PaymentRequestRow, limit: number, open: number): AppError {
  return new AppError(
    "TOO_MANY_OPEN_DEPOSITS",
    `The business's payment requests have ${open} deposits handed out and waiting for their money, the most they hand out at once; try again once one is paid or expires`,
    { scope: "payment_requests", paymentRequestId: row.id, limit, open },
  );
}

/** Counts up to one past each cap (`extra`: 1 when the new deposit is among those counted) and refuses past it. */
async function requireRoom(db: DbOrTx, row: PaymentRequestRow, extra: 0 | 1): Promise<void> {
  const forRequest = await countWaitingHandedOut(
    db,
    { paymentRequestId: row.id },
    maxWaitingDepositsPerRequest + extra,
  );
  if (forRequest - extra >= maxWaitingDepositsPerRequest) throw perRequest(row, forRequest - extra);
  const budget = env().PAYMENT_REQUEST_MAX_OPEN_DEPOSITS;
  const forAccount = await countWaitingHandedOut(db, { accountId: row.accountId }, budget + extra);
  if (forAccount - extra >= budget) throw perAccount(row, budget, forAccount - extra);
}

/**
 * Whether a payment request may hand out one more deposit: a handful per request and
 * PAYMENT_REQUEST_MAX_OPEN_DEPOSITS across the account's requests, never the account's own PRIVATE_MAX_OPEN_DEPOSITS,
 * so strangers holding its links cannot crowd out the business's own private payments. Looked at before the deposit's
 * quote is made (request-deposit.ts), so a refused payer writes nothing.
 */
export function requirePayLinkRoom(db: DbOrTx, row: PaymentRequestRow): Promise<void> {
  return requireRoom(db, row, 0);
}

/**
 * The room a payment request's deposit is recorded in: under the account's lock on private creates, once the new
 * deposit is written, the account still takes payments (a suspension since the first look refuses it) and the caps
 * of requirePayLinkRoom still hold, counted exactly.
 */
export function payLinkRoom(row: PaymentRequestRow): OpenDepositRoom {
  return {
    within: async (tx) => {
      await lockPrivateCreates(tx, row.accountId);
      await requireStillTakingPayments(tx, row);
      await requireRoom(tx, row, 1);
    },
  };
}
