import type { Db, DbOrTx } from "../../db/client";
import { consumeQuote, findQuote, type QuoteRow } from "../../db/queries/quotes";
import { insertRecipients, insertTransaction, type TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record-event";
import { newId } from "../../ids";
import type { Principal } from "../api-keys/authenticate-api-key";
import { publishEvents } from "../outbox/publish-events";
import { transactionSummary } from "./transaction-view";

export type NewTransaction = {
  principal: Principal;
  quoteId: string;
  type: TransactionRow["type"];
  mode: TransactionRow["mode"];
  status: "pending" | "processing";
  sender: string;
  recipients: { address: string; amount: bigint }[];
  signature?: string;
  lastValidBlockHeight?: bigint;
  signedWire?: string;
  ephemeralAddress?: string;
  ephemeralSecret?: string;
  depositAmount?: bigint;
  stage?: string;
};

async function quoteRefusal(db: DbOrTx, accountId: string, quoteId: string, now: Date): Promise<AppError> {
  const quote = await findQuote(db, accountId, quoteId);
  if (!quote) return new AppError("INVALID_QUOTE", `Quote ${quoteId} does not exist`, { quoteId, reason: "not_found" });
  if (quote.usedAt) {
    return new AppError("INVALID_QUOTE", `Quote ${quoteId} was already used by another transaction`, {
      quoteId,
      reason: "used",
    });
  }
  if (quote.expiresAt <= now) {
    return new AppError("INVALID_QUOTE", `Quote ${quoteId} expired at ${quote.expiresAt.toISOString()}; refresh it`, {
      quoteId,
      reason: "expired",
      expiredAt: quote.expiresAt.toISOString(),
    });
  }
  return new AppError("INVALID_QUOTE", `Quote ${quoteId} cannot be used`, { quoteId });
}

function checkQuoteFits(quote: QuoteRow, input: NewTransaction): void {
  if (quote.mode !== input.mode) {
    throw new AppError("INVALID_QUOTE", `Quote ${quote.id} was priced for ${quote.mode} mode, not ${input.mode}`, {
      quoteId: quote.id,
      reason: "mode_mismatch",
    });
  }
  const sameAsset = quote.inputAsset === quote.outputAsset;
  if (input.type === "swap" && sameAsset) {
    throw new AppError("INVALID_QUOTE", "A swap needs a quote whose input and output assets differ", {
      quoteId: quote.id,
      reason: "not_a_swap_quote",
    });
  }
  if (input.type !== "swap" && !sameAsset) {
    throw new AppError("INVALID_QUOTE", `A ${input.type} needs a quote with the same input and output asset`, {
      quoteId: quote.id,
      reason: "not_a_send_quote",
    });
  }
}

/**
 * Records a new transaction, using up its quote in the same database transaction: of any number of concurrent
 * requests on one quote exactly one gets a transaction. The first status event goes to the outbox with it.
 */
export async function recordTransaction(db: Db, input: NewTransaction): Promise<TransactionRow> {
  const now = new Date();
  const accountId = input.principal.accountId;
  const id = newId("transaction");
  const recorded = await db
    .transaction(async (tx) => {
      const quote = await consumeQuote(tx, accountId, input.quoteId, id, now);
      if (!quote) return undefined;
      checkQuoteFits(quote, input);
      const row = await insertTransaction(tx, {
        id,
        accountId,
        apiKeyId: input.principal.keyId,
        quoteId: quote.id,
        type: input.type,
        mode: input.mode,
        status: input.status,
        stage: input.stage ?? null,
        sender: input.sender,
        inputAsset: quote.inputAsset,
        outputAsset: quote.outputAsset,
        inputAmount: quote.inputAmount,
        outputAmount: quote.outputAmount,
        fee: quote.fee,
        signature: input.signature ?? null,
        lastValidBlockHeight: input.lastValidBlockHeight ?? null,
        signedWire: input.signedWire ?? null,
        ephemeralAddress: input.ephemeralAddress ?? null,
        ephemeralSecret: input.ephemeralSecret ?? null,
        depositAmount: input.depositAmount ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertRecipients(
        tx,
        input.recipients.map((r, position) => ({ id: newId("recipient"), transactionId: id, position, ...r })),
      );
      const eventId = await recordEvent(tx, {
        accountId,
        type: input.status === "pending" ? "transaction.pending" : "transaction.processing",
        transactionId: id,
        data: transactionSummary(row),
      });
      return { row, eventId };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "signature")) {
        throw new AppError("INVALID_SIGNATURE", "This signed transaction was already submitted", {
          reason: "already_submitted",
          signature: input.signature,
        });
      }
      throw error;
    });
  if (!recorded) throw await quoteRefusal(db, accountId, input.quoteId, now);
  await publishEvents(db, [recorded.eventId]);
  return recorded.row;
}

/** A unique-index violation on `column`, as PostgreSQL and PGlite report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown, column: string): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && String(e.message ?? "").includes(column)) return true;
  }
  return false;
}
