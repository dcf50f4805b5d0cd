import type { Principal } from "../../auth/principal";
import type { Db, Tx } from "../../db/client";
import { consumeQuote, findQuote, type QuoteRow } from "../../db/queries/quotes";
import { insertRecipients, insertTransaction, type TransactionRow } from "../../db/queries/transactions";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { publishEvents } from "../../outbox/publish";
import { type JobIntent, recordJobs } from "../../outbox/record-job";
import { recordAudit } from "../audit-log/record-audit";
import { requireQuoteFits, requireQuoteFor } from "../quotes/quote-rules";
import { heldStage } from "./private/lifecycle/held-moves";
import { balanceStartStage, startStage } from "./private/lifecycle/stage-moves";
import { recordFirstEvent } from "./record-status-change";

export type NewTransaction = {
  principal: Principal;
  quoteId: string;
  /**
   * The quote's pricing the caller checked the request (and any signed bytes) against. A refresh that committed
   * since reprices the quote under the same id; the record then refuses, rather than record the new price for a
   * payment made at the old one. Every use case passes it; only test seeds without a price leave it out.
   */
  pricedBy?: Pick<QuoteRow, "outputAmount" | "minOutputAmount" | "fee">;
  type: TransactionRow["type"];
  mode: TransactionRow["mode"];
  status: "pending" | "processing";
  sender: string;
  /** `rentCharged`: private mode, the deposit pays this leg's new token account (create-private-transaction.ts). */
  recipients: { address: string; amount: bigint; rentCharged?: boolean }[];
  signature?: string;
  lastValidBlockHeight?: bigint;
  signedWire?: string;
  /** Bytes found on the ledger already (a payment request's payment): broadcast, so no cancel can stop them. */
  broadcastAt?: Date;
  /** A payment request's deposit not paid yet (schema/transactions.ts): recorded without its first status event. */
  attempt?: boolean;
  /**
   * Private mode: held by a policy until approved (status pending, stage awaiting_approval): no deposit address, no
   * debit, and no first status event yet (its approval's `approval.requested` tells; the release sends it).
   */
  held?: boolean;
  /** Private mode: paid from the account's private balance (debited in `within`), so it starts routed. */
  source?: "private_balance";
  ephemeralAddress?: string;
  ephemeralSecret?: string;
  depositAmount?: bigint;
  depositAsset?: TransactionRow["inputAsset"];
  depositDeadline?: Date;
  ataRentLamports?: bigint;
  networkLamports?: bigint;
  /** Charged on top of the quote's fee, in the input asset, for what only create knows (private payout signatures). */
  addedFee?: bigint;
  /** Background work the new transaction needs (following it on chain), recorded with it. */
  jobs?: (transactionId: string) => JobIntent[];
  /** More rows the new transaction needs, written in its database transaction; returns more jobs to record. */
  within?: (tx: Tx, transactionId: string) => Promise<JobIntent[]>;
};

/** The same signed transaction (by its first signature) backs at most one transaction. */
export function alreadySubmitted(signature: string | undefined, transactionId?: string): AppError {
  return new AppError("INVALID_SIGNATURE", "This signed transaction was already submitted", {
    reason: "already_submitted",
    signature,
    ...(transactionId && { transactionId }),
  });
}

/** The quote the record uses up still has the price the request was checked against (else nothing is recorded). */
function requireSamePrice(quote: QuoteRow, pricedBy: NonNullable<NewTransaction["pricedBy"]>): void {
  const same =
    quote.outputAmount === pricedBy.outputAmount &&
    quote.minOutputAmount === pricedBy.minOutputAmount &&
    quote.fee === pricedBy.fee;
  if (same) return;
  throw new AppError("INVALID_QUOTE", `Quote ${quote.id} was refreshed meanwhile; prepare and sign again`, {
    quoteId: quote.id,
    reason: "refreshed",
  });
}

/** Where a private transaction starts: held for approval, paid from the balance (routed), or awaiting its deposit. */
function privateStartStage(input: NewTransaction) {
  if (input.held) return heldStage;
  return input.source ? balanceStartStage : startStage;
}

export type RecordedTransaction = { row: TransactionRow; eventIds: string[]; jobIds: string[] };

/**
 * Records a new transaction, using up its quote in the same database transaction: of any number of concurrent
 * requests on one quote exactly one gets a transaction. Its first status event and the jobs it needs go to the
 * outbox with it; the caller publishes them (publishEvents) when the moment is right.
 */
export async function recordTransactionUnpublished(db: Db, input: NewTransaction): Promise<RecordedTransaction> {
  const now = new Date();
  const accountId = input.principal.accountId;
  const id = newId("transaction");
  const recorded = await db
    .transaction(async (tx) => {
      const quote = await consumeQuote(tx, accountId, input.quoteId, id, now);
      if (!quote) return undefined;
      requireQuoteFits(quote, input);
      if (input.pricedBy) requireSamePrice(quote, input.pricedBy);
      const row = await insertTransaction(tx, {
        id,
        accountId,
        apiKeyId: input.principal.keyId,
        memberId: input.principal.memberId,
        quoteId: quote.id,
        type: input.type,
        mode: input.mode,
        status: input.status,
        // A private transaction starts where its lifecycle does; a wallet one has no stage.
        stage: input.mode === "private" ? privateStartStage(input) : null,
        sender: input.sender,
        source: input.source ?? null,
        attempt: input.attempt ?? false,
        inputAsset: quote.inputAsset,
        outputAsset: quote.outputAsset,
        inputAmount: quote.inputAmount,
        outputAmount: quote.outputAmount,
        fee: quote.fee + (input.addedFee ?? 0n),
        signature: input.signature ?? null,
        lastValidBlockHeight: input.lastValidBlockHeight ?? null,
        signedWire: input.signedWire ?? null,
        broadcastAt: input.broadcastAt ?? null,
        ephemeralAddress: input.ephemeralAddress ?? null,
        ephemeralSecret: input.ephemeralSecret ?? null,
        depositAmount: input.depositAmount ?? null,
        depositAsset: input.depositAsset ?? null,
        depositDeadline: input.depositDeadline ?? null,
        ataRentLamports: input.ataRentLamports ?? null,
        networkLamports: input.networkLamports ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertRecipients(
        tx,
        input.recipients.map((r, position) => ({ id: newId("recipient"), transactionId: id, position, ...r })),
      );
      // An attempt's first event is recorded when its payer pays (stage-moves.ts, startRouting).
      const eventIds = row.attempt || input.held ? [] : [await recordFirstEvent(tx, row)];
      const more = (await input.within?.(tx, id)) ?? [];
      // A payroll is a transaction too, but its own line in the audit log: it pays many people at once.
      const action = input.type === "payroll" ? "payroll.created" : "transaction.created";
      const facts = { type: input.type, mode: input.mode, recipients: input.recipients.length };
      await recordAudit(tx, input.principal, action, { type: "transaction", id }, facts);
      const jobIds = await recordJobs(tx, [...(input.jobs?.(id) ?? []), ...more]);
      return { row, eventIds, jobIds };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "signature")) throw alreadySubmitted(input.signature);
      throw error;
    });
  if (!recorded) {
    // The guarded update took nothing: say why, by the same rules prepare applied.
    requireQuoteFor(await findQuote(db, accountId, input.quoteId), input.quoteId, input, now);
    throw new AppError("INVALID_QUOTE", `Quote ${input.quoteId} cannot be used`, { quoteId: input.quoteId });
  }
  return recorded;
}

/** Records a new transaction (see recordTransactionUnpublished) and publishes its outbox rows at once. */
export async function recordTransaction(db: Db, input: NewTransaction): Promise<TransactionRow> {
  const recorded = await recordTransactionUnpublished(db, input);
  await publishEvents(db, recorded.eventIds, recorded.jobIds);
  return recorded.row;
}

/** A unique-index violation on `column`, as PostgreSQL and PGlite report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown, column: string): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && String(e.message ?? "").includes(column)) return true;
  }
  return false;
}
