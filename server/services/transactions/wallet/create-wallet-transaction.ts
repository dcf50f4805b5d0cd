import type { z } from "zod";
import type { Principal } from "../../../auth/principal";
import type { createTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import {
  findTransactionBySignature,
  findTransactionBySignatures,
  type TransactionRow,
} from "../../../db/queries/transactions";
import { findLegOwner } from "../../../db/queries/wallet-legs";
import { AppError } from "../../../errors";
import { offeredPriorityOfWire } from "../../../ledger/compute-budget";
import { firstSignature } from "../../../ledger/inspect-transfer";
import { alreadySubmitted } from "../record-transaction";
import { acceptLegs, type SignedLeg } from "./accept-legs";
import { acceptSwap } from "./accept-swap";
import { acceptTransfer } from "./accept-transfer";
import { chargeWalletLimits } from "./charge-limits";
import { checkSenderBalance } from "./check-balance";
import { refusePaymentReference } from "./refuse-payment-reference";
import { submitWalletLegs } from "./submit-wallet-legs";
import { submitWalletTransaction } from "./submit-wallet-transaction";
import { resolveTransferRequest, type TransferRequest } from "./transfer-request";
import { requireWalletPolicies } from "./wallet-policies";

type Body = z.infer<typeof createTransactionBody>;

function createdView(row: TransactionRow, legs?: SignedLeg[]) {
  return {
    transactionId: row.id,
    status: row.status,
    mode: row.mode,
    signature: row.signature,
    ...(legs && {
      ledgerTransactions: legs.map((leg) => ({
        signature: leg.signature,
        recipients: { first: leg.firstRecipient, count: leg.recipientCount },
      })),
    }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Signed bytes that already back a transaction are refused before anything else is checked (their quote is used
 * by then), naming the transaction to the account that created it: a client retrying after a lost answer learns
 * where its payment is.
 */
async function refuseResubmission(db: Db, principal: Principal, signed: string[]): Promise<void> {
  const signatures = signed.map(firstSignature).filter((s): s is string => s !== undefined);
  // Either table: bytes recorded as one leg of a payroll must not back a one-transaction payment too, nor the reverse.
  const single = await findTransactionBySignatures(db, signatures);
  const existing = single
    ? { transactionId: single.id, accountId: single.accountId, signature: single.signature ?? undefined }
    : await findLegOwner(db, signatures);
  if (existing) {
    throw alreadySubmitted(
      existing.signature,
      existing.accountId === principal.accountId ? existing.transactionId : undefined,
    );
  }
}

function signedOf(body: Body): string[] {
  if (body.signedTransaction && body.signedTransactions) {
    throw new AppError("INVALID_REQUEST", "Send signedTransaction or signedTransactions, not both", {
      field: "signedTransactions",
    });
  }
  const signed = body.signedTransactions ?? (body.signedTransaction ? [body.signedTransaction] : undefined);
  if (!signed) {
    throw new AppError("INVALID_REQUEST", "signedTransaction (or signedTransactions) is required in wallet mode", {
      field: "signedTransaction",
    });
  }
  if (body.signedTransactions && body.type === "swap") {
    throw new AppError("INVALID_REQUEST", "A swap is one transaction: send it as signedTransaction", {
      field: "signedTransactions",
    });
  }
  return signed;
}

/** The balance check of create, counting the priority fee each signed transaction offers (what the sender pays). */
async function checkBalanceFor(
  request: TransferRequest,
  wires: Buffer[],
  signatures: number,
  newTokenAccounts: number,
) {
  const priority = wires.reduce((sum, wire) => sum + offeredPriorityOfWire(wire), 0n);
  await checkSenderBalance(
    request.sender,
    request.quote.inputAsset,
    request.quote.inputAmount,
    signatures,
    newTokenAccounts,
    priority,
  );
}

/**
 * Wallet mode: check the signed transaction(s) against the request and the quote, then record, broadcast and
 * follow them. `signedTransaction` is one transaction checked instruction by instruction; `signedTransactions` are
 * the legs prepare returned, each matched byte for byte against a prepared one.
 */
export async function createWalletTransaction(db: Db, principal: Principal, body: Body) {
  const signedList = signedOf(body);
  await refuseResubmission(db, principal, signedList);
  const request = await resolveTransferRequest(db, principal.accountId, body);
  await refusePaymentReference(db, signedList, request);
  await requireWalletPolicies(db, principal, body.type, request);
  await chargeWalletLimits(db, principal, body.type, request);
  if (body.signedTransactions) {
    const legs = await acceptLegs(db, request, body.signedTransactions);
    const created = legs.reduce((n, leg) => n + leg.tokenAccountsCreated, 0);
    await checkBalanceFor(
      request,
      legs.map((leg) => leg.wire),
      legs.length,
      created,
    );
    return createdView(await submitWalletLegs(db, principal, request, body.type, legs), legs);
  }
  const [signedTransaction] = signedList as [string];
  const signed =
    body.type === "swap"
      ? await acceptSwap(db, request, signedTransaction)
      : acceptTransfer(request, signedTransaction);
  if (await findTransactionBySignature(db, signed.signature)) throw alreadySubmitted(signed.signature);
  await checkBalanceFor(request, [signed.wire], signed.signatureCount, signed.newTokenAccounts);
  return createdView(await submitWalletTransaction(db, principal, request, body.type, signed));
}
