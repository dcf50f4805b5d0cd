import type { z } from "zod";
import type { createTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { findTransactionBySignature } from "../../../db/queries/transactions";
import { AppError } from "../../../errors";
import { sendEvent } from "../../../jobs/events";
import { inspectSignedTransaction } from "../../../ledger/inspect-transfer";
import { loadTreasury } from "../../../ledger/treasury";
import type { Principal } from "../../api-keys/authenticate-api-key";
import { recordTransaction } from "../record-transaction";
import { broadcast } from "./broadcast";
import { checkSenderBalance } from "./check-balance";
import { checkSlippage, expectedSwapTransfers } from "./swap-terms";
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
  const isSwap = body.type === "swap";
  const expected = isSwap
    ? expectedSwapTransfers(request.quote, request.sender, loadTreasury().publicKey)
    : request.transfers.map((t) => ({ asset, from: request.sender, to: t.to, amount: t.amount }));
  const signed = inspectSignedTransaction(body.signedTransaction, request.sender, expected);
  if (await findTransactionBySignature(db, signed.signature)) {
    throw new AppError("INVALID_SIGNATURE", "This signed transaction was already submitted", {
      reason: "already_submitted",
      signature: signed.signature,
    });
  }
  if (isSwap) checkSlippage(request.quote);
  const creates = signed.newTokenAccounts;
  await checkSenderBalance(request.sender, asset, request.quote.inputAmount, signed.signatureCount, creates);

  const row = await recordTransaction(db, {
    principal,
    quoteId: request.quote.id,
    type: body.type,
    mode: "wallet",
    status: "pending",
    sender: request.sender.toBase58(),
    // Legs are in the output asset: what each recipient receives (for a swap, the sender gets the output).
    recipients: isSwap
      ? [{ address: request.sender.toBase58(), amount: request.quote.outputAmount }]
      : request.transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount })),
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
