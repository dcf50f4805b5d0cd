import { SendTransactionError } from "@solana/web3.js";
import type { Db } from "../../../db/client";
import { markBroadcast, recordBroadcastError, type TransactionRow } from "../../../db/queries/transactions";
import { getSignatureStatus, submitTransaction } from "../../../ledger/submit";
import { log } from "../../../log";
import { swapSendRefusal } from "../../swap-pools/fill-holds";
import { failLanded } from "./settle";

export type BroadcastOutcome = "sent" | "skipped" | "deferred";

/** The ledger's refusal, as kept on the transaction until it lands or expires. */
export function describeRefusal(error: unknown): Record<string, unknown> {
  if (error instanceof SendTransactionError) {
    return {
      message: error.message.slice(0, 500),
      logs: (error.logs ?? []).slice(0, 30),
      at: new Date().toISOString(),
    };
  }
  return {
    message: error instanceof Error ? error.message.slice(0, 500) : String(error),
    at: new Date().toISOString(),
  };
}

/**
 * Marks the transaction broadcast (only if it is still pending, so a cancel that won the race stops it) and sends
 * the signed bytes; a wallet swap's only while the market still gives about what it pays (fill-holds.ts), else the
 * reason is kept as the broadcast error and nothing is sent. Preflight runs (submit.ts): bytes the ledger would
 * refuse are not forwarded. A send error does not fail the transaction: the same bytes may already have landed (a wallet
 * often sends them itself, and a cluster then answers "already processed"), or may still land until the blockhash
 * expires. So the signature is looked up; an error seen on chain at finalized fails it, anything else leaves it
 * pending for the confirmation tracker, which sends again and decides at finality or expiry.
 */
export async function broadcast(db: Db, row: TransactionRow): Promise<BroadcastOutcome> {
  const current = row.broadcastAt ? row : await markBroadcast(db, row.id, new Date());
  if (current?.status !== "pending") return "skipped";
  const held = await swapSendRefusal(db, row);
  if (held) {
    await recordBroadcastError(db, row.id, held);
    return "deferred";
  }
  try {
    // A swap's bytes go out only after the check just made: the RPC node must not send them again on its own later.
    await submitTransaction(Buffer.from(row.signedWire ?? "", "base64"), { rpcRetries: row.type === "swap" ? 0 : 5 });
    return "sent";
  } catch (error) {
    const onChain = await getSignatureStatus(row.signature ?? "").catch(() => undefined);
    if (onChain && onChain.status !== "unknown") {
      // If its fee cannot be read now, the confirmation tracker fails it on its next look.
      if (onChain.err && onChain.status === "finalized") await failLanded(db, row, onChain.err).catch(() => {});
      return "sent";
    }
    log.warn("broadcast refused or failed; the confirmation tracker will retry", { transactionId: row.id, error });
    await recordBroadcastError(db, row.id, describeRefusal(error));
    return "deferred";
  }
}
