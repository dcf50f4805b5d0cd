import type { z } from "zod";
import type { createTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { findTransactionBySignature, type TransactionRow } from "../../../db/queries/transactions";
import { AppError } from "../../../errors";
import { firstSignature } from "../../../ledger/inspect-transfer";
import type { Principal } from "../../api-keys/authenticate-api-key";
import { alreadySubmitted } from "../record-transaction";
import { acceptSwap } from "./accept-swap";
import { acceptTransfer } from "./accept-transfer";
import { checkSenderBalance } from "./check-balance";
import { submitWalletTransaction } from "./submit-wallet-transaction";
import { resolveTransferRequest } from "./transfer-request";

function createdView(row: TransactionRow) {
  return {
    transactionId: row.id,
    status: row.status,
    mode: row.mode,
    signature: row.signature,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Signed bytes that already back a transaction are refused before anything else is checked (their quote is used
 * by then), naming the transaction to the account that created it: a client retrying after a lost answer learns
 * where its payment is.
 */
async function refuseResubmission(db: Db, principal: Principal, base64: string): Promise<void> {
  const signature = firstSignature(base64);
  const existing = signature ? await findTransactionBySignature(db, signature) : undefined;
  if (existing) throw alreadySubmitted(signature, existing.accountId === principal.accountId ? existing.id : undefined);
}

/**
 * Wallet mode: check the signed transaction against the request and the quote, then record, broadcast and follow
 * it.
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
  await refuseResubmission(db, principal, body.signedTransaction);
  const request = await resolveTransferRequest(db, principal.accountId, body);
  const signed =
    body.type === "swap"
      ? await acceptSwap(db, request, body.signedTransaction)
      : acceptTransfer(request, body.signedTransaction);
  if (await findTransactionBySignature(db, signed.signature)) throw alreadySubmitted(signed.signature);
  await checkSenderBalance(
    request.sender,
    request.quote.inputAsset,
    request.quote.inputAmount,
    signed.signatureCount,
    signed.newTokenAccounts,
  );
  return createdView(await submitWalletTransaction(db, principal, request, body.type, signed));
}
