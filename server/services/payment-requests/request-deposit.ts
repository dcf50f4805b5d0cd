import { assets } from "../../assets";
import { stage } from "../../contracts/private-lifecycle";
import type { Db } from "../../db/client";
import { findLatestDeposit, insertPaymentRequestDeposit } from "../../db/queries/payment-requests";
import type { TransactionRow } from "../../db/queries/transactions";
import { formatAmount } from "../../money";
import { createPrivateTransaction } from "../transactions/private/create-private-transaction";
import { paymentUrl } from "../transactions/private/shared/payment-url";
import { parseSender } from "../transactions/recipients";
import { type PayerFacts, payerPrincipal } from "./shared/creator-principal";
import { payLinkRoom, requirePayLinkRoom } from "./shared/pay-link-room";
import { findPayableRequest } from "./shared/payment-request-rules";
import { requestQuote } from "./shared/request-quote";

/** A deposit still waiting for its money, before its deadline, is handed out again to the same payer. */
const awaiting = (row: TransactionRow | undefined, now: Date): row is TransactionRow =>
  row !== undefined &&
  row.status === "processing" &&
  row.stage === stage.awaitingDeposit &&
  row.depositDeadline !== null &&
  row.depositDeadline > now;

function depositView(row: TransactionRow, label: string, message: string) {
  const asset = row.depositAsset ?? row.inputAsset;
  const { decimals } = assets[asset];
  const depositAmount = row.depositAmount ?? 0n;
  const payment = row.inputAmount;
  const ataRent = depositAmount - payment - row.fee;
  const url = paymentUrl({ recipient: row.ephemeralAddress!, asset, amount: depositAmount, label, message });
  const deadline = row.depositDeadline!.toISOString();
  return {
    ephemeralAddress: row.ephemeralAddress!,
    depositAmount: formatAmount(depositAmount, decimals),
    paymentUrl: url,
    depositDeadline: deadline,
    // The names this answer had before it took a private transaction's: kept for pages built on them.
    transferUrl: url,
    expiresAt: deadline,
    deposit: {
      payment: formatAmount(payment, decimals),
      fee: formatAmount(row.fee, decimals),
      ataRent: formatAmount(ataRent, decimals),
    },
  };
}

/**
 * POST /api/pay/{id}/deposit: private mode. The request's account gets a private send of the amount to the
 * recipient (create-transaction's private path: the payer pays a fresh deposit address, the pool pays the
 * recipient), linked to the request in the same database transaction; when it completes the request is paid.
 * The same payer asking again while that deposit waits gets the same one. A payer that does not say who it is
 * is named by the request's reference (refunds go to whoever paid, read from the ledger, either way). Anyone may
 * ask, so these deposits have caps of their own (pay-link-room.ts), never the account's room for its own payments.
 * A deposit's deadline (the `depositDeadline` the payer is told) is the usual window's end or the request's expiresAt,
 * whichever is first: the request expires only once every deposit it handed out ended (queries/payment-requests.ts).
 */
export async function requestDeposit(
  db: Db,
  id: string,
  account: string | undefined,
  facts: Omit<PayerFacts, "wallet">,
) {
  const row = await findPayableRequest(db, id, "private");
  const payer = account === undefined ? "" : parseSender(account, { mustSign: false }).toBase58();
  const label = row.label ?? "Payment request";
  const message = row.message ?? `Payment request ${row.id}`;
  const existing = await findLatestDeposit(db, row.id, payer);
  if (awaiting(existing, new Date())) return depositView(existing, label, message);
  await requirePayLinkRoom(db, row);
  const { quoteId, amount } = await requestQuote(db, row, "private");
  await createPrivateTransaction(
    db,
    await payerPrincipal(db, row, { wallet: payer || null, ...facts }),
    {
      type: "send",
      mode: "private",
      quoteId,
      sender: payer || row.reference,
      recipients: [{ address: row.recipient, amount }],
    },
    {
      room: payLinkRoom(row),
      deadlineBy: row.expiresAt,
      link: (tx, transactionId) => insertPaymentRequestDeposit(tx, { transactionId, paymentRequestId: row.id, payer }),
    },
  );
  const recorded = (await findLatestDeposit(db, row.id, payer))!;
  return depositView(recorded, label, message);
}
