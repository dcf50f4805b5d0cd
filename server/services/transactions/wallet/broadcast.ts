import { SendTransactionError } from "@solana/web3.js";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type TransactionRow, updateTransactionWhere } from "../../../db/queries/transactions";
import { transactions } from "../../../db/schema";
import { AppError } from "../../../errors";
import { submitTransaction } from "../../../ledger/submit";
import { log } from "../../../log";
import { transitionTransaction } from "../transition-transaction";

/** The ledger's refusal of a transaction, as the error the client gets. */
function refusal(error: SendTransactionError): AppError {
  const logs = error.logs ?? [];
  const text = `${error.message}\n${logs.join("\n")}`;
  if (/insufficient (lamports|funds)/i.test(text)) {
    return new AppError("INSUFFICIENT_BALANCE", "The ledger refused the transaction: the sender cannot cover it", {
      logs,
    });
  }
  if (/Blockhash not found/i.test(text)) {
    return new AppError("INVALID_SIGNATURE", "The transaction's blockhash expired; prepare and sign it again", {
      reason: "blockhash_expired",
    });
  }
  return new AppError("INVALID_SIGNATURE", "The ledger refused the transaction", { reason: "simulation_failed", logs });
}

/**
 * Marks the transaction broadcast (only if it is still pending and not yet broadcast, so a cancel that won the race
 * stops it) and sends the signed bytes. A refusal fails the transaction and is thrown; a network failure leaves it
 * pending for the confirmation tracker, which sends the same bytes again (the same signature cannot land twice).
 */
export async function broadcast(db: Db, row: TransactionRow): Promise<"sent" | "refused" | "skipped" | "deferred"> {
  if (!row.broadcastAt) {
    const marked = await updateTransactionWhere(db, row.id, isNull(transactions.broadcastAt), {
      broadcastAt: new Date(),
    });
    if (!marked || marked.status !== "pending") return "skipped";
  }
  try {
    await submitTransaction(Buffer.from(row.signedWire ?? "", "base64"));
    return "sent";
  } catch (error) {
    if (!(error instanceof SendTransactionError)) {
      log.warn("broadcast failed; the confirmation tracker will retry", { transactionId: row.id, error });
      return "deferred";
    }
    const appError = refusal(error);
    await transitionTransaction(db, row.id, ["pending"], "failed", {
      failure: { code: appError.code, message: appError.message, details: appError.details },
    });
    throw appError;
  }
}
