import type { Db } from "../../db/client";
import { countAnswer, findPaymentRequest } from "../../db/queries/payment-requests";
import { AppError } from "../../errors";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { parseSender } from "../transactions/recipients";
import { prepareTransfer } from "../transactions/wallet/prepare-transfer";
import { findPayableRequest, notOpen, requireFound } from "./shared/payment-request-rules";
import { paymentTransfer } from "./shared/payment-transfer";

/**
 * A link anyone may hold: each request answers this many transactions a minute at most, so a stranger cannot make
 * the service build (and quote) without bound for it; the per-address limit of the public routes comes on top.
 */
export const maxAnswersPerMinute = 20;

/** The words a wallet shows beside the transaction. */
function walletMessage(label: string | null, message: string | null): string {
  return [label, message].filter((part) => part !== null).join(": ") || "Payment request";
}

/**
 * POST /api/pay/{id} (Solana Pay transaction request): the unsigned transfer for `account` to sign, built by the
 * same prepare as /v1/transactions/prepare (so an unfunded payer is refused with INSUFFICIENT_BALANCE before
 * anything is handed out), naming the request's reference. A request that is not open, or whose account is
 * suspended, is refused before anything is built. The reference is then watched for a few minutes, as the wallet sends the transaction itself.
 */
export async function preparePayment(db: Db, id: string, account: string) {
  const row = await findPayableRequest(db, id, "wallet");
  const payer = parseSender(account, { mustSign: true });
  const now = new Date();
  const answers = await countAnswer(db, row.id, now);
  if (answers === undefined) throw notOpen(requireFound(await findPaymentRequest(db, undefined, id), id));
  if (answers > maxAnswersPerMinute) {
    throw new AppError(
      "RATE_LIMIT_EXCEEDED",
      `Payment request ${row.id} answered ${maxAnswersPerMinute} transactions this minute; try again shortly`,
      { scope: "payment_request", limit: maxAnswersPerMinute, retryAfterSeconds: 60 },
    );
  }
  const prepared = await prepareTransfer(db, row.accountId, await paymentTransfer(db, row, payer));
  const jobIds = await recordJobs(db, [jobs.watchPaymentRequest(row.id, now)]);
  await publishEvents(db, [], jobIds);
  return { transaction: prepared.transaction!, message: walletMessage(row.label, row.message) };
}
