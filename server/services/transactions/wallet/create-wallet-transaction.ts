import type { z } from "zod";
import type { createTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { findTransactionBySignature } from "../../../db/queries/transactions";
import { AppError } from "../../../errors";
import { sendEvent } from "../../../jobs/events";
import { inspectSignedTransaction } from "../../../ledger/inspect-transfer";
import type { Principal } from "../../api-keys/authenticate-api-key";
import { recordTransaction } from "../record-transaction";
import { broadcast } from "./broadcast";
import { checkSenderBalance } from "./check-balance";
import { resolveTransferRequest } from "./transfer-request";

/**
 * Wallet mode: check the signed transaction against the request and the quote, record it (using the quote up,
 * atomically) as pending, broadcast it, and hand it to the confirmation tracker.
 */
export async function createWalletTransaction(
  db: Db,
  principal: Principal,
  body: z.infer<typeof createTransactionBody>,
) {
  if (!body.signedTransaction) {
    throw new AppError("INVALID_REQUEST", "signedTransaction is required in wallet mode", {
      field: "signedTransaction",
    });
  }
  const request = await resolveTransferRequest(db, principal.accountId, body);
  const asset = request.quote.inputAsset;
  const expected = request.transfers.map((t) => ({ asset, from: request.sender, to: t.to, amount: t.amount }));
  const signed = inspectSignedTransaction(body.signedTransaction, request.sender, expected);
  if (await findTransactionBySignature(db, signed.signature)) {
    throw new AppError("INVALID_SIGNATURE", "This signed transaction was already submitted", {
      reason: "already_submitted",
      signature: signed.signature,
    });
  }
  const creates = signed.newTokenAccounts;
  await checkSenderBalance(request.sender, asset, request.quote.inputAmount, signed.signatureCount, creates);

  const row = await recordTransaction(db, {
    principal,
    quoteId: request.quote.id,
    type: body.type,
    mode: "wallet",
    status: "pending",
    sender: request.sender.toBase58(),
    recipients: request.transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount })),
    signature: signed.signature,
    signedWire: signed.wire.toString("base64"),
  });
  await broadcast(db, row);
  await sendEvent("transaction/broadcast", { transactionId: row.id }, { id: `confirm:${row.id}` });
  return {
    transactionId: row.id,
    status: row.status,
    mode: row.mode,
    signature: row.signature,
    createdAt: row.createdAt.toISOString(),
  };
}
